import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import { aDocument } from '../testing/fixtures';
import { isFlagged, toRow } from './documentRows';

/** A saved invoice in group g1 labelled l1, its source named "Électricité de France". */
const doc = (patch: Partial<DocumentRecord>) =>
  aDocument({ documentgroupuuid: 'g1', labeluuid: 'l1', sourcename: 'Électricité de France', ...patch });

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
