import { describe, expect, it } from 'vitest';
import type { EInvoice } from '../../extraction';
import type { SupplierRow } from './context';
import { readsAgainFor, resolveSupplier } from './supplier';

const source = (uuid: string, name: string, extra: Partial<SupplierRow> = {}) =>
  ({ uuid, name, identifiers: [], divers: false, ocralgorithm: 'PDF', pagenumbers: -1, ...extra }) as SupplierRow;

const known = [
  source('a', 'Atelier Dupont'),
  source('b', 'Nordlicht', { identifiers: [{ type: 'VAT', value: 'DE812345673' }] } as Partial<SupplierRow>),
];
const nordlichtXml = {
  kind: 'xml',
  text: '',
  xml: { seller: { name: 'Nordlicht GmbH', ids: [{ type: 'VAT', value: 'DE812345673' }] } } as unknown as EInvoice,
};
const nothingRead = { kind: 'pdf', text: '' };

describe('recognition: resolving the source', () => {
  it('keeps the source chosen, whatever was read', () => {
    expect(resolveSupplier(known[0], known, {}, nordlichtXml, [])?.uuid).toBe('a');
  });

  it('else takes the one field extraction named', () => {
    const fields = {
      supplier: { value: { uuid: 'a', name: 'Atelier Dupont' }, source: 'text' as const, confidence: 1 },
    };
    expect(resolveSupplier(undefined, known, fields, nordlichtXml, [])?.uuid).toBe('a');
  });

  it('else matches the seller read on the document, and finds none when nothing matches', () => {
    expect(resolveSupplier(undefined, known, {}, nordlichtXml, [])?.uuid).toBe('b');
    expect(resolveSupplier(undefined, known, {}, nothingRead, [])).toBeUndefined();
  });

  it('reads again only for a source found (not chosen) that reads its own way', () => {
    const aki = source('c', 'Scans & Co', { ocralgorithm: 'AKI' });
    const twoPages = source('d', 'Short', { pagenumbers: 2 });
    expect(readsAgainFor(undefined, aki)).toBe(true);
    expect(readsAgainFor(undefined, twoPages)).toBe(true);
    expect(readsAgainFor(undefined, known[0])).toBe(false);
    expect(readsAgainFor(aki, aki)).toBe(false);
    expect(readsAgainFor(undefined, undefined)).toBe(false);
  });
});
