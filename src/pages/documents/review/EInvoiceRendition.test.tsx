// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rendition } from '../../../domain/documents/rendition';
import { i18nProvider } from '../../../i18n';
import { RenditionView } from './EInvoiceRendition';

afterEach(cleanup);

const party = { identifiers: [], addressLines: [] };
const rendition: Rendition = {
  syntax: 'UBL',
  type: 'INVOICE',
  number: 'F-7',
  currency: 'EUR',
  buyerReference: 'REF-1',
  seller: { ...party, name: 'Seller SA' },
  buyer: { ...party, name: 'Buyer SARL' },
  lines: [{ id: '1', name: 'Paper', quantity: '3', unitPrice: '2.5', vatRate: '20', net: '7.5' }],
  vat: [{ category: 'S', rate: '20', base: '7.5', amount: '1.5' }],
  totals: { payable: '9' },
  payment: { iban: 'FR76 0000' },
  notes: [],
};
const key = (k: string) => `documents.seller.rendition.${k}`;
const texts = (els: HTMLElement[]) => els.map((e) => e.textContent);

describe('e-invoice rendition', () => {
  it('shows the lines and the VAT breakdown as tables, the first heading at the left and the figures at the right', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RenditionView r={rendition} />
      </AdminContext>,
    );
    const lines = screen.getByRole('table', { name: key('lines') });
    const heads = within(lines).getAllByRole('columnheader');
    expect(texts(heads)).toEqual(['item', 'qty', 'unitPrice', 'vatRate', 'net'].map(key));
    expect(heads.map((h) => h.className.includes('alignRight'))).toEqual([false, true, true, true, true]);
    expect(texts(within(lines).getAllByRole('cell'))).toEqual(['Paper', '3', '2.50', '20', '7.50']);

    const vat = screen.getByRole('table', { name: key('vat') });
    expect(texts(within(vat).getAllByRole('columnheader'))).toEqual(['category', 'rate', 'base', 'vatAmount'].map(key));
    expect(texts(within(vat).getAllByRole('cell'))).toEqual(['S', '20 %', '7.50', '1.50']);
  });

  it('lists the facts and the payment terms that have a value', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RenditionView r={rendition} />
      </AdminContext>,
    );
    const terms = texts(screen.getAllByRole('term'));
    expect(terms).toContain(key('buyerRef'));
    expect(terms).toContain('IBAN');
    expect(terms).not.toContain(key('order'));
    expect(terms).not.toContain('BIC');
    expect(texts(screen.getAllByRole('definition'))).toEqual(expect.arrayContaining(['REF-1', 'FR76 0000']));
  });
});
