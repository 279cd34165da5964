// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, MESSAGES } from '../../i18n';
import { fakeDataProvider } from '../../test/fixtures';
import { renderInResource } from '../../test/renderWithAdmin';
import { resourceTexts } from '../../catalogue/allLanguages';
import { supplierModel } from '../../domain/suppliers/supplier.model';

const supplierMessages = resourceTexts(supplierModel.name);
import { SupplierForm, supplierDefaults } from './SupplierForm';

const i18n = polyglotI18nProvider(
  () => ({
    ...MESSAGES.en,
    resources: { [supplierModel.name]: supplierMessages.en },
  }),
  'en',
  LOCALES,
);

const empty = async () => ({ data: [], total: 0 });

function renderForm(record: Record<string, unknown> = {}) {
  renderInResource(
    supplierModel.name,
    <SupplierForm record={{ id: 's1', ...supplierDefaults(), name: 'ACME', ...record }} />,
    { dataProvider: fakeDataProvider({ getList: empty, getMany: async () => ({ data: [] }) } as never), i18n },
  );
}

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

afterEach(cleanup);

describe('document source form', () => {
  it('is organised in six translated sections', () => {
    renderForm();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Identifiers',
      'Payment & due dates',
      'E-mail',
      'Recognition',
      'Branches & labels',
    ]);
  });

  it('asks for the number of days only when the date mode uses it', async () => {
    renderForm({ duedateenum: 3, duedatexdays: 30, paymentdateenum: 1 });
    openTab('Payment & due dates');
    expect(await screen.findByRole('spinbutton', { name: 'Days after the invoice date' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Days after the due date' })).toBeNull();
  });

  it('shows the template placeholders under the editor', async () => {
    renderForm();
    openTab('E-mail');
    const help = await screen.findByTestId('template-placeholders');
    for (const p of ['{invoices}', '{total}', '{date}', '{company}']) expect(within(help).getByText(p)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Payment e-mail template' }) as HTMLTextAreaElement).value).toContain(
      '{invoices}',
    );
  });

  it('names the refused identifier inline', async () => {
    renderForm({ identifiers: [{ type: 'SIRET', value: '73282932000074' }] });
    openTab('Identifiers');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Value' }), { target: { value: '732 829 320 00075' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a valid SIRET: 14 digits with a valid check digit.')).toBeTruthy();
  });

  it("offers the account's branches to exclude", async () => {
    renderForm({ excludedbranches: 'b1' });
    openTab('Branches & labels');
    await waitFor(() => expect(screen.getByText('Acme Lyon')).toBeTruthy());
  });
});
