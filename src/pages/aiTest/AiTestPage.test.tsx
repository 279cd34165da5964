// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { fakeDataProvider } from '../../test/fixtures';
import { AiTestPage } from './AiTestPage';

/** What POST /ai/configurations/document/test answers: the built-in extractor's and the model's fields. */
const ANSWER = {
  source: 'ocr',
  pages: 1,
  text: 'FACTURE',
  durationMs: 1234,
  fields: {
    invoiceNumber: { value: 'F-2026-001', source: 'ocr', confidence: 0.85 },
    dueDate: { value: '2026-03-15', source: 'ocr', confidence: 0.8 },
    totalTTC: { value: '1234.56', source: 'ocr', confidence: 0.9 },
    currency: { value: 'EUR', source: 'ocr', confidence: 0.9 },
    type: { value: 'CREDIT', source: 'ocr', confidence: 0.9 },
  },
  llm: { due_date: { value: '2026-03-16', source: 'llm', confidence: 0.7 } },
};

afterEach(cleanup);

async function testFile(locale: string) {
  render(
    <AdminContext
      dataProvider={fakeDataProvider({
        call: (async (path: string) => (path === '/ai/configurations' ? [] : ANSWER)) as never,
      })}
      i18nProvider={everyTextI18nProvider()}
      store={memoryStore({ locale })}
    >
      <AiTestPage />
    </AdminContext>,
  );
  const choose = await screen.findByText(locale === 'fr' ? 'Choisir un fichier' : 'Choose a file');
  const input = choose.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'f.pdf', { type: 'application/pdf' })] } });
  });
  const run = await screen.findByRole('button', { name: locale === 'fr' ? 'Lancer le test' : 'Run the test' });
  await act(async () => fireEvent.click(run));
}
const row = (key: string) => document.querySelector(`[data-field="${key}"]`)?.textContent?.replace(/\s/g, ' ');

describe('AI test page', () => {
  it("shows the fields by their labels and values in the user's language, not field names and ISO dates", async () => {
    await testFile('fr');
    expect(await screen.findAllByText('Échéance', {}, { timeout: 3000 })).toHaveLength(2);
    expect(row('dueDate')).toMatch(/^Échéance15 mars 2026OCR · 80 %$/);
    expect(row('due_date')).toMatch(/^Échéance16 mars 2026modèle IA · 70 %$/);
    expect(row('totalTTC')).toMatch(/^Total TTC1 234,56 €/);
    expect(row('type')).toMatch(/^TypeAvoir/);
    expect(row('invoiceNumber')).toMatch(/^NuméroF-2026-001/);
    expect(screen.getByText(/^Texte lu \(OCR, 1 page, 1 234 ms\)$/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/2026-03-15|dueDate|totalTTC|CREDIT/);
  });

  it("says them in English too, with the app's one day format", async () => {
    await testFile('en');
    expect(await screen.findAllByText('Due date', {}, { timeout: 3000 })).toHaveLength(2);
    expect(row('dueDate')).toMatch(/^Due dateMar 15, 2026/);
    expect(row('type')).toMatch(/^TypeCredit note/);
    expect(screen.getByText(/^Text read \(OCR, 1 page, 1,234 ms\)$/)).toBeTruthy();
  });
});
