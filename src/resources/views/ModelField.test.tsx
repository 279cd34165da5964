// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { mailboxModel } from '../../domain/mailboxes/mailbox.model';
import { LocaleValueField, ModelField } from './ModelField';

afterEach(cleanup);

async function shown(locale: string, format: 'money' | 'day', value: unknown) {
  const i18nProvider = createI18nProvider();
  await i18nProvider.changeLocale(locale);
  const store = memoryStore({ locale });
  const { container } = render(
    <AdminContext i18nProvider={i18nProvider} store={store}>
      <RecordContextProvider value={{ id: 1, v: value }}>
        <LocaleValueField source="v" format={format} />
      </RecordContextProvider>
    </AdminContext>,
  );
  return container.textContent?.replace(/\u202f|\u00a0/g, ' ');
}

describe('list values in the interface language', () => {
  it('formats amounts and days by language, exactly', async () => {
    expect(await shown('fr', 'money', '1234.50')).toBe('1 234,50 €');
    expect(await shown('en', 'money', '1234.50')).toBe('€1,234.50');
    expect(await shown('de', 'money', '0.10')).toBe('0,10 €');
    expect(await shown('fr', 'day', '2026-11-23')).toBe('23 nov. 2026');
    expect(await shown('en', 'day', '2026-11-23')).toBe('Nov 23, 2026');
    expect(await shown('fr', 'day', null)).toBe('—');
  });
});

/** A mailbox row's last error as its list shows it in a language. */
async function lastError(locale: string, row: Record<string, unknown>) {
  const i18nProvider = createI18nProvider();
  await i18nProvider.changeLocale(locale);
  const { container } = render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <RecordContextProvider value={{ id: 1, ...row }}>
        <ModelField model={mailboxModel} field="lasterror" meta={mailboxModel.fields.lasterror!} />
      </RecordContextProvider>
    </AdminContext>,
  );
  const text = container.textContent;
  cleanup();
  return text;
}

describe('a server text explained by its refusal', () => {
  const row = {
    lasterror: '3 attachments refused: enorme.pdf: the file is larger than 25 MB …',
    lastrefusal: {
      key: 'error.mailbox.refused',
      params: { smart_count: 3, filename: 'enorme.pdf' },
      reason: { code: 'PAYLOAD_TOO_LARGE', key: 'error.upload.toolarge', params: { max: 25 } },
    },
  };

  it('reads in the interface language, the first refusal within it', async () => {
    expect(await lastError('fr', row)).toBe(
      '3 pièces jointes refusées, dont enorme.pdf : Le fichier dépasse la limite de 25 Mo.',
    );
    expect(await lastError('en', row)).toBe(
      '3 attachments refused, among them enorme.pdf: The file is larger than the limit of 25 MB.',
    );
  });

  it('shows the server text when the row has no refusal (a connection error, an older row)', async () => {
    expect(await lastError('fr', { lasterror: 'ECONNREFUSED: connect', lastrefusal: null })).toBe(
      'ECONNREFUSED: connect',
    );
  });
});
