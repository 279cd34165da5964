import { describe, expect, it } from 'vitest';
import type { ReadResult } from '../../extraction';
import type { DocRow, SupplierRow } from './context';
import { recognisedColumns, restoredStatus, type Recognised } from './save';

const read = { kind: 'pdf', source: 'text', text: 'FACTURE 42', warnings: ['page 3 unreadable'] } as ReadResult;
const at = (value: string) => ({ value, source: 'text' as const, confidence: 0.9 });
const recognised = (extra: Partial<Recognised> = {}): Recognised => ({
  read,
  fields: { invoiceNumber: at('F-42'), date: at('2026-03-01'), currency: at('gbp') },
  llm: {},
  supplier: undefined,
  origin: null,
  groupId: null,
  group: null,
  payeeIban: '',
  note: '',
  ...extra,
});
const doc = (extra: Partial<DocRow> = {}) =>
  ({
    invoiceNumber: '',
    date: null,
    currency: 'EUR',
    supplieruuid: null,
    suppliername: null,
    previousStatus: null,
    ...extra,
  }) as DocRow;

describe('recognition: the columns saved', () => {
  it('keeps what the document already says over what was read', () => {
    const columns = recognisedColumns(doc({ invoiceNumber: 'MINE-1', date: '2026-01-01' }), recognised());
    expect(columns).toMatchObject({ invoiceNumber: 'MINE-1', date: '2026-01-01', currency: 'GBP' });
    expect(recognisedColumns(doc(), recognised())).toMatchObject({ invoiceNumber: 'F-42', date: '2026-03-01' });
  });

  it('keeps the currency it had when the one read is not ISO 4217', () => {
    expect(recognisedColumns(doc(), recognised({ fields: { currency: at('EURO') } })).currency).toBe('EUR');
  });

  it('names the source found, and says why part of the document was left unread', () => {
    const supplier = { uuid: 's-1', name: 'Orange Business' } as SupplierRow;
    const columns = recognisedColumns(doc(), recognised({ supplier, note: 'only 50 pages read' }));
    expect(columns).toMatchObject({ supplieruuid: 's-1', suppliername: 'Orange Business', content: 'FACTURE 42' });
    expect(columns.message).toBe('only 50 pages read; page 3 unreadable');
  });

  it('goes back to the status it had before (a new document: saved)', () => {
    expect(restoredStatus(doc({ previousStatus: 2 }))).toBe(2);
    expect(restoredStatus(doc())).toBe(1);
    expect(recognisedColumns(doc({ previousStatus: 2 }), recognised())).toMatchObject({
      status: 2,
      previousStatus: null,
    });
  });
});
