// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { renderWithFakeApi } from '../../test/fakeApi';
import { BankDetailsPanel } from './BankDetailsPanel';
import { PayBankNotice } from './PayBankNotice';

afterEach(cleanup);

const id = '00000000-0000-4000-8000-000000000001';
const KEY = `/documents/${id}/bankdetails`;
const base = {
  document: { uuid: id, number: 'F20220023' },
  supplier: { uuid: 's1', name: 'LE FOURNISSEUR' },
  invoiceIban: 'FR2012542547256985425874698',
  supplierIban: 'FR7630006000011234567890189',
  confirmation: null,
};
const open = (answer: object, post?: () => unknown, rights = { canKeep: true, canTake: true }) =>
  renderWithFakeApi(<BankDetailsPanel documentId={id} supplieruuid="s1" recognising={false} {...rights} />, {
    path: '/',
    i18nProvider: everyTextI18nProvider(),
    api: { [`GET ${KEY}`]: answer, ...(post ? { [`POST ${KEY}`]: post } : {}) },
  });

describe('the review’s bank details', () => {
  it('lets a second person confirm new bank details, and reads them again', async () => {
    let confirmed = false;
    renderWithFakeApi(<BankDetailsPanel documentId={id} supplieruuid="s1" recognising={false} canKeep canTake />, {
      path: '/',
      i18nProvider: everyTextI18nProvider(),
      api: {
        [`GET ${KEY}`]: () => ({ ...base, invoiceIban: base.supplierIban, flags: confirmed ? [] : ['newiban'] }),
        'POST /suppliers/s1/bankdetails/confirm': () => {
          confirmed = true;
          return {};
        },
      },
    });
    expect((await screen.findByTestId('iban-new')).textContent).toContain('are new or changed');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm them' }));
    await waitFor(() => expect(screen.queryByTestId('iban-new')).toBeNull());
    expect(confirmed).toBe(true);
  });

  it('shows both IBANs of a mismatch, printed in groups, and keeps our own account from being confirmed', async () => {
    open({ ...base, flags: ['owniban', 'mismatch'] });
    expect(await screen.findByText('FR20 1254 2547 2569 8542 5874 698')).toBeTruthy();
    expect(screen.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeTruthy();
    expect(screen.getByTestId('iban-mismatch').textContent).toContain('LE FOURNISSEUR');
    expect(screen.getByText(/is one of your own accounts: a transfer would pay yourselves/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Keep the supplier's IBAN" })).toBeNull();
    expect(screen.getByRole('button', { name: "Use the invoice's IBAN for the supplier" })).toBeTruthy();
  });

  it('records the confirmation and shows who gave it and when', async () => {
    const post = () => ({
      ...base,
      supplierIban: 'FR1420041010050500013M02606',
      flags: [],
      confirmation: {
        choice: 'SUPPLIER',
        invoiceIban: base.invoiceIban,
        supplierIban: 'FR1420041010050500013M02606',
        by: 'Ada Admin',
        at: '2026-11-20T10:00:00.000Z',
      },
    });
    const { calls } = open({ ...base, supplierIban: 'FR1420041010050500013M02606', flags: ['mismatch'] }, post);
    fireEvent.click(await screen.findByRole('button', { name: "Keep the supplier's IBAN" }));
    await waitFor(() =>
      expect(screen.getByTestId('iban-confirmation').textContent).toMatch(
        /^Ada Admin confirmed the IBAN of LE FOURNISSEUR on .*2026/,
      ),
    );
    expect(calls.find((c) => c.key === `POST ${KEY}`)?.req.body).toEqual({ choice: 'SUPPLIER' });
    expect(screen.queryByTestId('iban-mismatch')).toBeNull();
  });

  it('offers nothing to a user who may not change documents', async () => {
    open({ ...base, supplierIban: 'FR1420041010050500013M02606', flags: ['mismatch'] }, undefined, {
      canKeep: false,
      canTake: false,
    });
    expect(await screen.findByTestId('iban-mismatch')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('the pay dialog’s bank notice', () => {
  it('names each invoice a transfer cannot pay, and why, before anything is typed', async () => {
    renderWithFakeApi(
      <PayBankNotice
        transfer={false}
        lines={[
          { invoiceuuid: 'a', number: 'F-1', suppliername: 'SANS COMPTE', bank: { flags: ['noiban'] } },
          { invoiceuuid: 'b', number: 'F-2', suppliername: 'ACME', bank: { flags: [] } },
        ]}
      />,
      { path: '/', i18nProvider: everyTextI18nProvider() },
    );
    const notice = await screen.findByTestId('pay-bank-notice');
    expect(notice.textContent).toContain('No bank transfer for this invoice');
    expect(notice.textContent).toContain('F-1: SANS COMPTE has no IBAN.');
    expect(notice.textContent).not.toContain('F-2');
  });
});
