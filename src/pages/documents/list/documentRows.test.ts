import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../../resources/documents/document.model';
import { isFlagged, toRow } from './documentRows';

const doc = (patch: Partial<DocumentRecord>): DocumentRecord => ({
  uuid: 'u',
  id: 'F-1',
  date: '2026-01-10',
  duedate: null,
  paymentdate: null,
  paymenttype: null,
  extractiondate: null,
  supplieruuid: 's1',
  suppliername: 'Scanned name',
  documentgroupuuid: 'g1',
  origintype: 'o',
  labeluuid: 'l1',
  status: 1,
  documentid: 'f',
  name: 'n',
  description: '',
  brancheuuid: 'b',
  companyuuid: 'b',
  filename: 'facture.pdf',
  message: '',
  recipients: [],
  category: 'INVOICE',
  currency: 'EUR',
  totalht: '100.00',
  totaltva: '20.00',
  totalttc: '120.00',
  solde: '-1',
  data: [],
  provenance: {},
  mime: 'application/pdf',
  sourcename: 'Électricité de France',
  duplicate: false,
  createdAt: '2026-01-10T10:00:00Z',
  ...patch,
});

const index = {
  group: new Map([
    ['g1', { uuid: 'g1', name: 'Invoices', type: 'INVOICES' }],
    ['g2', { uuid: 'g2', name: 'Contracts', type: 'CUSTOM' }],
  ]),
  label: new Map([['l1', { uuid: 'l1', name: 'Urgent', color: '#ff0000' }]]),
} as unknown as Parameters<typeof toRow>[1];

describe('document rows', () => {
  it('names the supplier, group and label, the generic supplier by its typed name', () => {
    const row = toRow(doc({}), index);
    expect([row.supplier, row.group, row.label?.name]).toEqual(['Électricité de France', 'Invoices', 'Urgent']);
    // the generic source has no name of its own (sourcename null): the name typed on the document shows
    expect(toRow(doc({ supplieruuid: 's2', sourcename: null, suppliername: 'Plombier Martin' }), index).supplier).toBe(
      'Plombier Martin',
    );
    expect(toRow(doc({ supplieruuid: null, sourcename: null, suppliername: 'Unknown SA' }), index).supplier).toBe(
      'Unknown SA',
    );
  });

  it('flags inconsistent amounts, messages, duplicates, and unknown types only in invoice groups', () => {
    expect(isFlagged(toRow(doc({}), index))).toBe(false);
    expect(toRow(doc({ totalttc: '121.00' }), index).flags.amounts).toBe(true);
    expect(toRow(doc({ message: 'Recognition failed' }), index).flags.message).toBe(true);
    expect(isFlagged(toRow(doc({ duplicate: true }), index))).toBe(true);
    expect(toRow(doc({ category: 'UNKNOWN' }), index).flags.type).toBe(true);
    expect(toRow(doc({ category: 'UNKNOWN', documentgroupuuid: 'g2' }), index).flags.type).toBe(false);
  });
});
