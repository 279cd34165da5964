import type { DocumentRecord, DocumentUpdate } from '../../../domain/documents/document.model';
import { canModify, DOCUMENT_STATUS, validityErrors } from '../../../domain/documents/rules';
import { vatBreakdownProblems, type VatLine } from '../../../domain/documents/vatBreakdown';
import type { DocumentGroupDef, DocumentSourceDef, KeywordDef } from '../../shared/types';

/** What the review screen edits. Keyword values by keyword uuid; text-like values stay strings. */
export interface ReviewForm {
  id: string;
  date: string;
  supplieruuid: string | null;
  suppliername: string;
  documentgroupuuid: string | null;
  origintype: string | null;
  labeluuid: string | null;
  paymenttype: string | null;
  paymentdate: string;
  /** The VAT breakdown as typed (rates and amounts as text until saved). */
  vatlines: VatLine[];
  /** ISO 4217 (src/domain/currencies); the amounts are in it. */
  currency: string;
  values: Record<string, unknown>;
}
export type HeaderField = Exclude<keyof ReviewForm, 'values'>;

export function formFromRecord(doc: DocumentRecord): ReviewForm {
  return {
    id: doc.id ?? '',
    date: doc.date ?? '',
    supplieruuid: doc.supplieruuid,
    suppliername: doc.suppliername ?? '',
    documentgroupuuid: doc.documentgroupuuid,
    origintype: doc.origintype,
    labeluuid: doc.labeluuid,
    paymenttype: doc.paymenttype,
    paymentdate: doc.paymentdate ?? '',
    vatlines: (doc.vatlines ?? []).map((l) => ({ ...l })),
    currency: doc.currency || 'EUR',
    values: Object.fromEntries(doc.data.map((d) => [d.keyworduuid, d.value])),
  };
}

/** The group's keywords in the group's order (unknown ones skipped). */
export function keywordsOfGroup(group: DocumentGroupDef | undefined, byId: Map<string, KeywordDef>): KeywordDef[] {
  return [...(group?.keywords ?? [])]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((k) => byId.get(k.keyworduuid))
    .filter((k): k is KeywordDef => Boolean(k));
}

export const valueOfType = (
  values: ReviewForm['values'],
  keywords: KeywordDef[],
  type: KeywordDef['type'],
): unknown => {
  const kw = keywords.find((k) => k.type === type);
  return kw ? values[kw.uuid] : undefined;
};

const NUMBER_TEXT = /^[+-]?\d+([.,]\d+)?$/;
/** A NUMBER value as typed: digits, one decimal separator (dot or comma), spaces ignored. */
export const isNumberText = (v: unknown) => typeof v === 'string' && NUMBER_TEXT.test(v.replace(/\s/g, ''));
const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

/** Inline errors of the keyword inputs (i18n keys by keyword uuid). */
export function valueErrors(values: ReviewForm['values'], keywords: KeywordDef[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const k of keywords) {
    const v = values[k.uuid];
    if (k.valuetype === 'NUMBER' && !isEmpty(v) && !isNumberText(String(v)))
      errors[k.uuid] = 'documents.review.notANumber';
    else if (k.manadatory && k.visible && isEmpty(v) && k.valuetype !== 'BOOLEAN')
      errors[k.uuid] = 'documents.review.required';
  }
  return errors;
}

/** A breakdown line left blank: no line. */
export const blankLine = (l: VatLine) => [l.rate, l.base, l.amount].every((v) => String(v ?? '').trim() === '');

/** The validity rules of §5 on the form as it stands (amounts with a comma read as a dot). */
export function liveProblems(
  form: ReviewForm,
  ctx: { brancheuuid: string; group?: DocumentGroupDef; keywords: KeywordDef[]; source?: DocumentSourceDef },
): string[] {
  const amount = (type: KeywordDef['type']) => {
    const v = valueOfType(form.values, ctx.keywords, type);
    return typeof v === 'string' ? v.replace(/\s/g, '').replace(',', '.') : v;
  };
  const validity = validityErrors({
    brancheuuid: ctx.brancheuuid,
    documentgroupuuid: form.documentgroupuuid,
    supplieruuid: form.supplieruuid,
    suppliername: form.suppliername,
    id: form.id,
    date: form.date,
    genericSupplier: Boolean(ctx.source?.divers),
    invoiceGroup: ctx.group?.type === 'INVOICES',
    ht: amount('HT'),
    tva: amount('TVA'),
    ttc: amount('TTC'),
    dueDate: valueOfType(form.values, ctx.keywords, 'DUE_DATE') as string | null | undefined,
    type: valueOfType(form.values, ctx.keywords, 'TYPE'),
  });
  return [
    ...validity,
    ...vatBreakdownProblems(
      form.vatlines.filter((l) => !blankLine(l)),
      amount('HT'),
      amount('TVA'),
    ),
  ];
}

/** Problems to show: the live ones; the server's too while nothing is changed; its duplicate finding always. */
export function reviewProblems(live: string[], server: string[], dirty: boolean): string[] {
  const extra = server.filter((p) => !dirty || p === 'document.error.duplicate');
  return [...new Set([...live, ...extra])];
}

/** Validation is offered from SAVED only (a validated document is done), with nothing left to fix. */
export const validationAllowed = (status: number, problems: string[], inputErrors: Record<string, string>) =>
  status === DOCUMENT_STATUS.SAVED && problems.length === 0 && Object.keys(inputErrors).length === 0;

/** Equal values, an empty text counting as no value. */
export const same = (a: unknown, b: unknown) => {
  const norm = (v: unknown) => JSON.stringify(v === '' || v === undefined ? null : v);
  return norm(a) === norm(b);
};
/**
 * The header fields of a form: every field but the keyword values. A field added to ReviewForm and formFromRecord
 * is sent, counted as a change and kept over a reload (reviewEdits.ts) with nothing more to do.
 */
export const headerFields = (form: ReviewForm): HeaderField[] =>
  (Object.keys(form) as (keyof ReviewForm)[]).filter((f): f is HeaderField => f !== 'values');

/** The PUT body: changed fields only; a validated or paid document can change its label only. */
export function toUpdate(form: ReviewForm, original: ReviewForm, status: number): DocumentUpdate {
  const update: DocumentUpdate = {};
  const fields: HeaderField[] = canModify(status) ? headerFields(form) : ['labeluuid'];
  for (const f of fields)
    if (!same(form[f], original[f]))
      Object.assign(update, { [f]: form[f] === '' && f !== 'id' && f !== 'suppliername' ? null : form[f] });
  if (!canModify(status)) return update;
  // a line left blank is no line
  if (update.vatlines) update.vatlines = form.vatlines.filter((l) => !blankLine(l));
  const groupChanged = form.documentgroupuuid !== original.documentgroupuuid;
  const data = Object.entries(form.values)
    .filter(([k, v]) => groupChanged || !same(v, original.values[k]))
    .map(([keyworduuid, value]) => ({ keyworduuid, value: typeof value === 'string' ? value.trim() : value }));
  if (data.length) update.data = data;
  return update;
}

export function isDirty(form: ReviewForm, original: ReviewForm): boolean {
  if (headerFields(form).some((f) => !same(form[f], original[f]))) return true;
  const keys = new Set([...Object.keys(form.values), ...Object.keys(original.values)]);
  return [...keys].some((k) => !same(form.values[k], original.values[k]));
}
