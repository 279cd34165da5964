/**
 * Built-in offline field extraction: labelled values in French, English, German and Dutch found on the
 * same line as their label or below it in the same column; totals chosen by consistency
 * (HT + TVA = TTC at 2 decimals); e-invoice XML values taken as they are.
 */
import { isZero, neg } from './amounts';
import { inferDayOrder, type DayOrder } from './dates';
import { toLines } from './layout';
import { fv } from './candidates';
import { findDueDate } from './invoiceDates';
import { rankedFields } from './ranker/adopted';
import { applyHints } from './learning';
import { decideDirection, findSupplier } from './supplier';
import { findAmountCandidates, findCurrency, findType, ruleTotals } from './totals';
import type { EInvoice, ExtractedFields, ExtractionContext, ReadResult, ValueSource } from './types';
import { findVatTable } from './vatTable';
import type { VatLine } from '../../../../src/domain/documents/vatBreakdown';

/** A breakdown's amounts with the document's sign (a credit note's negative, whatever sign was printed). */
const signLines = (lines: VatLine[], sign: (v: string) => string | undefined): VatLine[] =>
  lines.map((l) => ({ ...l, base: sign(l.base)!, amount: sign(l.amount)! }));

function fromXml(x: EInvoice, ctx: ExtractionContext): ExtractedFields {
  const f: ExtractedFields = {};
  const one = <T>(v: T | undefined) => (v === undefined ? undefined : fv(v, 'xml', 1));
  // credit notes: the app keeps them with amounts <= 0
  const sign = (v: string | undefined) =>
    v === undefined ? undefined : x.type === 'CREDIT' && !v.startsWith('-') && !isZero(v) ? neg(v) : v;
  f.invoiceNumber = one(x.number);
  f.date = one(x.issueDate);
  f.dueDate = one(x.dueDate);
  f.totalHT = one(sign(x.totalHT));
  f.totalTVA = one(sign(x.totalTVA));
  f.totalTTC = one(sign(x.totalTTC));
  f.currency = one(x.currency);
  if (x.vat) f.vatLines = fv(signLines(x.vat, sign), 'xml', 1);
  f.type = fv(x.type, 'xml', 1);
  const sup = findSupplier(null, ctx, x);
  if (sup) f.supplier = sup;
  f.direction = decideDirection(null, ctx, x);
  for (const k of Object.keys(f) as (keyof ExtractedFields)[]) if (f[k] === undefined) delete f[k];
  return f;
}

/** Month first in US documents: dollars, or a US company form or state + ZIP code, and no euros. */
export function documentDayOrder(text: string): DayOrder {
  const us = /\$|\bUSD\b|\b(?:LLC|Inc\.)(?!\w)|\b[A-Z]{2} \d{5}(?:-\d{4})?\b/.test(text);
  return inferDayOrder(text, us && !/\b(?:EUR|€)/.test(text) ? 'MDY' : 'DMY');
}

// ---------- entry point ----------

export function extractFields(read: ReadResult, ctx: ExtractionContext): ExtractedFields {
  if (read.xml) return fromXml(read.xml, ctx);
  const source: ValueSource = read.source === 'ocr' ? 'ocr' : 'text';
  const k = source === 'ocr' ? 0.9 : 1;
  const lines = toLines(read.text);
  const f: ExtractedFields = {};
  if (!lines.length) return f;

  const order = documentDayOrder(read.text);

  const ranked = rankedFields(lines, order);
  const num = ranked.invoiceNumber;
  if (num) f.invoiceNumber = fv(num.cand.value, source, num.confidence * k);
  const date = ranked.date;
  if (date) f.date = fv(date.cand.value, source, date.confidence * k);
  const due = findDueDate(lines, order);
  if (due) f.dueDate = fv(due.value, source, (due.weight >= 2.5 ? 0.8 : 0.6) * k);

  const amountCands = findAmountCandidates(lines);
  const totals = ruleTotals(lines, amountCands);
  const type = findType(lines, totals);
  // credit notes are kept with amounts <= 0
  const signed = (v: string | undefined) =>
    v === undefined ? undefined : type.value === 'CREDIT' && !v.startsWith('-') && !isZero(v) ? neg(v) : v;
  const ht = signed(totals.ht),
    tva = signed(totals.tva),
    ttc = signed(totals.ttc);
  if (ht !== undefined) f.totalHT = fv(ht, source, totals.conf.ht * k);
  if (tva !== undefined) f.totalTVA = fv(tva, source, totals.conf.tva * k);
  if (ttc !== undefined) f.totalTTC = fv(ttc, source, totals.conf.ttc * k);
  f.type = fv(type.value, source, type.conf * k);
  const vat = findVatTable(lines, totals.ht, totals.tva);
  if (vat)
    f.vatLines = fv(
      signLines(vat, (v) => (type.value === 'CREDIT' && !isZero(v) ? neg(v) : v)),
      source,
      0.8 * k,
    );
  const cur = findCurrency(lines, amountCands);
  if (cur) f.currency = fv(cur.value, source, cur.conf * k);
  const sup = findSupplier(lines, ctx, undefined, source);
  if (sup) f.supplier = sup;
  f.direction = decideDirection(lines, ctx, undefined, source);
  const learned = sup?.value.uuid ? ctx.hints?.[sup.value.uuid] : undefined;
  return learned ? applyHints(read.text, learned, f, source) : f;
}
