import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import { indexReferenceData } from '../../shared/referenceData';
import type { DocumentSourceDef, ReferenceData } from '../../shared/types';
import { aKeyword } from '../testing/fixtures';
import { formFromRecord } from './reviewForm';
import { deriveReview } from './reviewState';

const ref = {
  keywords: [
    aKeyword('ht', 'HT'),
    aKeyword('tva', 'TVA'),
    aKeyword('ttc', 'TTC'),
    aKeyword('due', 'DUE_DATE', 'DATE'),
    aKeyword('type', 'TYPE', 'TEXT'),
  ],
  groups: [
    {
      uuid: 'g',
      name: 'Invoices',
      type: 'INVOICES',
      keywords: ['ht', 'tva', 'ttc', 'due', 'type'].map((keyworduuid, index) => ({ keyworduuid, index })),
    },
  ],
  originTypes: [],
  labels: [],
  sourceLabels: [],
  paymentTypes: [],
} as unknown as ReferenceData;
const index = indexReferenceData(ref);
const values = { ht: '100.00', tva: '20.00', ttc: '120.00', due: '2026-02-01', type: 'INVOICE' };
const record = (patch: Partial<DocumentRecord> = {}) =>
  ({
    uuid: 'd',
    id: 'F-1',
    date: '2026-01-02',
    supplieruuid: 's',
    suppliername: 'ACME',
    documentgroupuuid: 'g',
    origintype: null,
    labeluuid: null,
    paymenttype: null,
    paymentdate: null,
    status: 1,
    brancheuuid: 'b',
    message: '',
    duplicate: false,
    problems: [] as string[],
    data: Object.entries(values).map(([keyworduuid, value], i) => ({ uuid: String(i), keyworduuid, value })),
    ...patch,
  }) as DocumentRecord & { problems: string[] };

describe('review state', () => {
  it('offers validation of a clean saved invoice the server accepts', () => {
    const r = record();
    const d = deriveReview(r, formFromRecord(r), formFromRecord(r), index, true);
    expect(d).toMatchObject({
      invoiceGroup: true,
      dirty: false,
      problems: [],
      readOnly: false,
      validateEnabled: true,
      deletable: true,
    });
    expect(deriveReview(r, formFromRecord(r), formFromRecord(r), index, false).validateEnabled).toBe(false);
  });

  it('reddens TTC live when it is not HT + VAT, and blocks validation', () => {
    const r = record();
    const form = formFromRecord(r);
    const d = deriveReview(r, { ...form, values: { ...form.values, ttc: '130' } }, form, index, true);
    expect(d.flags.amounts).toBe(true);
    expect(d.problems).toEqual(['document.error.amounts']);
    expect([...d.red]).toEqual(['ht', 'tva', 'ttc']);
    expect(d.validateEnabled).toBe(false);
  });

  it('freezes validated and paid documents, and never deletes paid ones', () => {
    const validated = record({ status: 2 });
    expect(deriveReview(validated, formFromRecord(validated), formFromRecord(validated), index, true)).toMatchObject({
      readOnly: true,
      validated: true,
      validateEnabled: false,
      deletable: true,
    });
    const paid = record({ status: 4 });
    expect(deriveReview(paid, formFromRecord(paid), formFromRecord(paid), index, true)).toMatchObject({
      readOnly: true,
      deletable: false,
    });
    const recognising = record({ status: 0 });
    expect(
      deriveReview(recognising, formFromRecord(recognising), formFromRecord(recognising), index, true),
    ).toMatchObject({ readOnly: true, recognising: true });
  });

  it('takes the divers flag from the source read by id, once it is the chosen one', () => {
    const r = record();
    const form = { ...formFromRecord(r), suppliername: ' ' };
    const generic = { uuid: 's', name: 'Divers', divers: true, visible: 0 } as DocumentSourceDef;
    const d = deriveReview(r, form, formFromRecord(r), index, true, generic);
    expect(d.source).toBe(generic);
    expect(d.problems).toEqual(['document.error.suppliername']);
    const stale = deriveReview(r, form, formFromRecord(r), index, true, { ...generic, uuid: 'other' });
    expect(stale.source).toBeUndefined();
    expect(stale.problems).toEqual([]);
  });
});
