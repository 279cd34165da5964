import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import type { DocumentGroupDef } from '../../shared/types';
import { aKeyword } from '../testing/fixtures';
import {
  formFromRecord,
  isDirty,
  isNumberText,
  keywordsOfGroup,
  liveProblems,
  reviewProblems,
  toUpdate,
  validationAllowed,
  valueErrors,
} from './reviewForm';

const keywords = [
  aKeyword('ht', 'HT'),
  aKeyword('tva', 'TVA'),
  aKeyword('ttc', 'TTC'),
  aKeyword('due', 'DUE_DATE', 'DATE'),
  aKeyword('type', 'TYPE', 'ENUMERATED'),
];
const group = {
  uuid: 'g',
  name: 'Invoices',
  type: 'INVOICES',
  keywords: [
    { keyworduuid: 'ttc', index: 2 },
    { keyworduuid: 'ht', index: 0 },
    { keyworduuid: 'gone', index: 1 },
  ],
} as DocumentGroupDef;

const doc = {
  uuid: 'd',
  id: 'F-1',
  date: '2026-01-02',
  supplieruuid: 's',
  suppliername: 'ACME',
  documentgroupuuid: 'g',
  origintype: 'o',
  labeluuid: null,
  paymenttype: null,
  paymentdate: null,
  status: 1,
  brancheuuid: 'b',
  data: [
    { uuid: '1', keyworduuid: 'ht', value: '100.00' },
    { uuid: '2', keyworduuid: 'tva', value: '20.00' },
    { uuid: '3', keyworduuid: 'ttc', value: '120.00' },
    { uuid: '4', keyworduuid: 'due', value: '2026-02-01' },
    { uuid: '5', keyworduuid: 'type', value: 'INVOICE' },
  ],
} as DocumentRecord;
const ctx = { brancheuuid: 'b', group, keywords };

describe('review form', () => {
  it("orders the group's keywords and skips unknown ones", () => {
    expect(keywordsOfGroup(group, new Map(keywords.map((k) => [k.uuid, k]))).map((k) => k.uuid)).toEqual(['ht', 'ttc']);
    expect(keywordsOfGroup(undefined, new Map())).toEqual([]);
  });

  it('applies the validity rules live, reading a decimal comma', () => {
    const form = formFromRecord(doc);
    expect(liveProblems(form, ctx)).toEqual([]);
    expect(liveProblems({ ...form, values: { ...form.values, ht: '100,00' } }, ctx)).toEqual([]);
    expect(liveProblems({ ...form, values: { ...form.values, ttc: '121' } }, ctx)).toEqual(['document.error.amounts']);
    expect(liveProblems({ ...form, id: ' ', supplieruuid: null }, ctx)).toEqual([
      'document.error.supplier',
      'document.error.number',
    ]);
    expect(liveProblems({ ...form, suppliername: '' }, { ...ctx, source: { divers: true } as never })).toEqual([
      'document.error.suppliername',
    ]);
  });

  it("shows the server's problems until the form changes, its duplicate finding always", () => {
    expect(reviewProblems([], ['document.error.date', 'document.error.duplicate'], false)).toEqual([
      'document.error.date',
      'document.error.duplicate',
    ]);
    expect(
      reviewProblems(['document.error.number'], ['document.error.date', 'document.error.duplicate'], true),
    ).toEqual(['document.error.number', 'document.error.duplicate']);
  });

  it('checks numbers as typed and mandatory values', () => {
    expect(['12', '-3.5', '1 234,56'].map(isNumberText)).toEqual([true, true, true]);
    expect(['1.2.3', 'abc', '12e3'].map(isNumberText)).toEqual([false, false, false]);
    const list = [
      aKeyword('n', 'CUSTOM'),
      aKeyword('m', 'CUSTOM', 'TEXT', { manadatory: true }),
      aKeyword('hidden', 'CUSTOM', 'TEXT', { manadatory: true, visible: false }),
    ];
    expect(valueErrors({ n: 'twelve', m: ' ' }, list)).toEqual({
      n: 'documents.review.notANumber',
      m: 'documents.review.required',
    });
  });

  it('offers validation from SAVED only, with nothing to fix', () => {
    expect(validationAllowed(1, [], {})).toBe(true);
    expect([0, 2, 3, 4].map((s) => validationAllowed(s, [], {}))).toEqual([false, false, false, false]);
    expect(validationAllowed(1, ['document.error.date'], {})).toBe(false);
    expect(validationAllowed(1, [], { n: 'documents.review.notANumber' })).toBe(false);
  });

  it('sends changed fields and values only; a validated document its label only', () => {
    const original = formFromRecord(doc);
    expect(isDirty({ ...original, values: { ...original.values, extra: '' } }, original)).toBe(false);
    const form = {
      ...original,
      id: 'F-2',
      paymentdate: '',
      labeluuid: 'l',
      values: { ...original.values, ttc: ' 121.00 ' },
    };
    expect(isDirty(form, original)).toBe(true);
    expect(toUpdate(form, original, 1)).toEqual({
      id: 'F-2',
      labeluuid: 'l',
      data: [{ keyworduuid: 'ttc', value: '121.00' }],
    });
    expect(toUpdate(form, original, 2)).toEqual({ labeluuid: 'l' });
    expect(toUpdate({ ...original, date: '' }, original, 1)).toEqual({ date: null });
  });

  it('sends every value when the group changes', () => {
    const original = formFromRecord(doc);
    const update = toUpdate({ ...original, documentgroupuuid: 'g2', values: { x: 'a' } }, original, 1);
    expect(update).toEqual({ documentgroupuuid: 'g2', data: [{ keyworduuid: 'x', value: 'a' }] });
  });
});
