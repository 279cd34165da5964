import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../../resources/documents/model';
import { filterRows, isFlagged, sortRows, toRow, type DocumentRow } from './documentRows';

const doc = (patch: Partial<DocumentRecord>): DocumentRecord => ({
  uuid: 'u', id: 'F-1', date: '2026-01-10', duedate: null, paymentdate: null, paymenttype: null, extractiondate: null,
  supplieruuid: 's1', suppliername: 'Scanned name', documentgroupuuid: 'g1', origintype: 'o', labeluuid: 'l1', status: 1,
  documentid: 'f', name: 'n', description: '', brancheuuid: 'b', companyuuid: 'b', filename: 'facture.pdf', message: '',
  recipients: [], category: 'INVOICE', currency: 'EUR', totalht: '100.00', totaltva: '20.00', totalttc: '120.00', solde: '-1',
  data: [], provenance: {}, mime: 'application/pdf', duplicate: false, createdAt: '2026-01-10T10:00:00Z', ...patch,
});

const index = {
  source: new Map([['s1', { uuid: 's1', name: 'Électricité de France', divers: false }], ['s2', { uuid: 's2', name: 'Divers', divers: true }]]),
  group: new Map([['g1', { uuid: 'g1', name: 'Invoices', type: 'INVOICES' }], ['g2', { uuid: 'g2', name: 'Contracts', type: 'CUSTOM' }]]),
  label: new Map([['l1', { uuid: 'l1', name: 'Urgent', color: '#ff0000' }]]),
} as unknown as Parameters<typeof toRow>[1];

describe('document rows', () => {
  it('names the supplier, group and label, the generic supplier by its typed name', () => {
    const row = toRow(doc({}), index);
    expect([row.supplier, row.group, row.label?.name]).toEqual(['Électricité de France', 'Invoices', 'Urgent']);
    expect(toRow(doc({ supplieruuid: 's2', suppliername: 'Plombier Martin' }), index).supplier).toBe('Plombier Martin');
    expect(toRow(doc({ supplieruuid: null, suppliername: 'Unknown SA' }), index).supplier).toBe('Unknown SA');
  });

  it('flags inconsistent amounts, messages, duplicates, and unknown types only in invoice groups', () => {
    expect(isFlagged(toRow(doc({}), index))).toBe(false);
    expect(toRow(doc({ totalttc: '121.00' }), index).flags.amounts).toBe(true);
    expect(toRow(doc({ message: 'Recognition failed' }), index).flags.message).toBe(true);
    expect(isFlagged(toRow(doc({ duplicate: true }), index))).toBe(true);
    expect(toRow(doc({ category: 'UNKNOWN' }), index).flags.type).toBe(true);
    expect(toRow(doc({ category: 'UNKNOWN', documentgroupuuid: 'g2' }), index).flags.type).toBe(false);
  });

  const rows: DocumentRow[] = [
    toRow(doc({ uuid: 'a', id: 'F-10', totalttc: '9.50', date: '2026-02-01', status: 2 }), index),
    toRow(doc({ uuid: 'b', id: 'F-9', totalttc: '1200.00', date: null, labeluuid: null }), index),
    toRow(doc({ uuid: 'c', id: 'F-100', totalttc: null, date: '2026-01-01', supplieruuid: 's2', suppliername: 'Zeta' }), index),
  ];
  const ids = (list: DocumentRow[]) => list.map((r) => r.uuid);

  it('filters on every word, ignoring case and accents', () => {
    expect(ids(filterRows(rows, 'electricite f-10'))).toEqual(['a']);
    expect(ids(filterRows(rows, 'zeta'))).toEqual(['c']);
    expect(ids(filterRows(rows, '1200'))).toEqual(['b']);
    expect(ids(filterRows(rows, '  '))).toEqual(['a', 'b', 'c']);
  });

  it('sorts amounts exactly, numbers naturally, missing values last', () => {
    expect(ids(sortRows(rows, { field: 'ttc', order: 'asc' }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortRows(rows, { field: 'ttc', order: 'desc' }))).toEqual(['b', 'a', 'c']);
    expect(ids(sortRows(rows, { field: 'number', order: 'asc' }))).toEqual(['b', 'a', 'c']);
    expect(ids(sortRows(rows, { field: 'date', order: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(ids(sortRows(rows, { field: 'status', order: 'desc' }))).toEqual(['a', 'b', 'c']);
  });
});
