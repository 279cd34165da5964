/**
 * Built-in offline field extraction: labelled values in French, English, German and Dutch found on the
 * same line as their label or below it in the same column; totals chosen by consistency
 * (HT + TVA = TTC at 2 decimals); e-invoice XML values taken as they are.
 */
import { abs, add, cmp, currencyOf, findAmounts, isZero, neg, sub, type AmountMatch } from './amounts';
import { findDates, inferDayOrder, type DayOrder } from './dates';
import { below, cellAt, columnEnd, fold, toLines, type Line } from './layout';
import { decideDirection, findSupplier } from './supplier';
import type { EInvoice, ExtractedFields, ExtractionContext, FieldValue, ReadResult, ValueSource } from './types';

interface Cand<T = string> { value: T; weight: number; line: number; pos: number }

interface Label { re: RegExp; weight: number }

const L = (re: RegExp, weight: number): Label => ({ re, weight });

// ---------- labels (matched on folded text: lower case, no accents) ----------

const NUMBER_LABELS: Label[] = [
  L(/\b(?:facture|avoir|invoice|credit ?note|rechnung|gutschrift|factuur|creditnota|affacturee|note de credit)\s*(?:n[o°º]\.?|nr\.?|num(?:ero|ber|mer)?\.?|#)(?:\s*de\s+(?:la\s+)?(?:facture|piece))?\s*[:.]?/g, 3),
  L(/\b(?:n[o°º]|numero|num\.?)\s*(?:de\s+|d')?(?:la\s+)?(?:facture|avoir|piece)\b\s*[:.]?/g, 3),
  L(/\binvoice\s*(?:number|no\b\.?|num\b|#|id\b|nr\b)\s*[:.]?/g, 3),
  L(/\b(?:rechnungs?|gutschrifts?|beleg|dokument|factuur|document)-?\s*(?:nummer|nr\b\.?|no\b\.?|number)\s*[:.]?/g, 3),
  L(/\b(?:\w+)?rechnung\s*(?:\(\d{3}\))?\s*nr\b\.?\s*[:.]?/g, 3),
  L(/\b(?:bill|receipt|document|doc)\s*(?:number|no\b\.?|#|nr\b)\s*[:.]?/g, 2),
  L(/\b(?:booking|reservation|transaction)\s*(?:id|number|no\b\.?|ref\b)\s*[:.]?/g, 1),
];
/** Title word directly followed by a number: "Facture FA-2017-0009", "Invoice INV/2023/03/0008". */
const TITLE_NUMBER = /(?:^|\s)(?:facture|avoir|invoice|rechnung|gutschrift|factuur|credit note)\s+(?=[a-z]{0,6}[-/_]?\d)/g;
/** Column header cell holding only the document word: the number is below. */
const NUMBER_HEADER = /^(?:facture|invoice|rechnung|factuur|avoir|beleg)$/;
/** Labels of other documents' numbers: never the invoice number. */
const OTHER_NUMBER = /\b(?:associee|liee|d'origine|origine|initiale?|original|related|ursprungs|referenz|reference|client|kunden|customer|commande|order|bestell|tva|vat|ust|siret|siren|tel|fax|iban|contrat|contract|dossier|lieferschein|auftrag|account)\b/;

const DATE_LABELS: Label[] = [
  L(/\b(?:date\s+(?:de\s+(?:la\s+)?)?(?:facture|facturation|l'avoir|avoir|d'emission|emission)|invoice\s+date|date\s+of\s+(?:issue|invoice)|issue\s+date|billing\s+date|rechnungs-?\s*datum|beleg-?\s*datum|gutschrifts?datum|factuur\s*datum|datum\s+factuur|factuurdatum)\b\s*[:.]?/g, 3),
  L(/\b(?:datum|date|dated|le)\b\s*[:.]?/g, 1.2),
];
/** Dates of something else than the issue (delivery, order, period, due...). */
const NOT_ISSUE = /(?:livraison|delivery|liefer|leistung|order|commande|bestell|auftrag|echeance|due|fallig|zahl|limite|paiement|payment|prestation|debut|fin\b|period|zeitraum|check|booking|vervaldatum|lieferschein|geburt|naissance|start|end\b|associee|valid)/;

const DUE_LABELS: Label[] = [
  L(/\b(?:date\s+d'echeance|date\s+limite(?:\s+de\s+(?:paiement|reglement))?|echeance|due\s+date|payment\s+due(?:\s+date)?|due\s+(?:on|by)|pay(?:able)?\s+(?:by|before|until)|remit\s+until|zahlungsziel|falligkeit(?:sdatum)?|fallig\s+(?:am|bis)|zahlbar\s+bis|vervaldatum|vervaldag|te\s+betalen\s+voor|uiterste\s+betaaldatum|a\s+regler\s+avant(?:\s+le)?|payable\s+avant(?:\s+le)?|date\s+de\s+paiement|payment\s+date)\b\s*[:.]?/g, 3),
  L(/\b(?:zahlbar|payable|netto)\b[^.\n]{0,45}?\bbis\b/g, 2.2),
];
/** Due date told in a sentence: "wird am 20.03.2014 ... eingezogen", "am 06.12.2013 fällig", "prélevé le ...". */
const DUE_PROSE = /\b(?:am|le|on|ab)\s+(\S+(?: \S+){0,2}?)\s+(?:[^.]{0,200}?)\b(?:eingezogen|abgebucht|fallig|preleve|debite|debited|collected)\b/g;

interface AmountLabel extends Label { field: 'ht' | 'tva' | 'ttc' }
const A = (field: AmountLabel['field'], re: RegExp, weight: number): AmountLabel => ({ field, re, weight });

/** Amount labels, most specific first (a later label cannot reuse the span of an earlier one). */
const AMOUNT_LABELS: AmountLabel[] = [
  // totals including tax
  A('ttc', /\b(?:total|montant|somme|prix)\s*(?:eur\s+|net\s+)?t\.?t\.?c\.?\b|\btotal\s+toutes\s+taxes\b/g, 3.2),
  A('ttc', /\b(?:grand\s+total|total\s+(?:amount\s+)?(?:incl\.?|including|inc\.?)\s*(?:vat|tax)|total\s+for\s+this\s+invoice|invoice\s+total|total\s+due|amount\s+due|balance\s+due|total\s+amount(?:\s+due)?|total\s+to\s+pay)\b/g, 3),
  A('ttc', /\b(?:gesamtbetrag|gesamtsumme|bruttobetrag|bruttosumme|bruttogesamt|rechnungsbetrag|rechnungsbeitrag|endbetrag|gesamt\s+brutto|summe\s+brutto|rechnungssumme\s+brutto|rechnungssumme\s+\(?(?:inkl|incl)|betrag\s+inkl|zu\s+zahlender\s+betrag)\b/g, 3),
  A('ttc', /\b(?:totaal\s+(?:incl|inclusief)\.?\s*btw|factuur\s*totaal|totaal\s+te\s+betalen|te\s+betalen|totaalbedrag)\b/g, 3),
  A('ttc', /\b(?:net\s+a\s+payer|reste\s+a\s+payer|solde\s+a\s+payer|somme\s+a\s+payer|montant\s+a\s+payer|zahlbetrag|due\s+payable|amount\s+payable|total\s+payable)\b/g, 1.8),
  A('ttc', /\b(?:total\s+facture|total\s+eur|total\s+general)\b/g, 2.2),
  // totals excluding tax
  A('ht', /\b(?:total|montant|prix|sous[- ]total|base)\s*(?:eur\s+)?h\.?t\.?(?:va)?\b|\btotal\s+hors\s+taxes?\b|\bmontant\s+hors\s+taxes?\b/g, 3.2),
  A('ht', /\b(?:net\s+total|total\s+net|net\s+amount|subtotal|sub-total|sub\s+total|total\s+(?:excl\.?|excluding|exc\.?|before|without)\s*(?:vat|tax(?:es)?)|amount\s+(?:excl\.?|excluding|before)\s*(?:vat|tax)|total\s+ex\.?\s+vat|net\s+value)\b/g, 3),
  A('ht', /\b(?:nettobetrag|nettosumme|summe\s+netto|gesamt\s+netto|rechnungssumme\s+netto|rechnungssumme\s+ohne\s+u\.?st\.?|rechnungssumme\s+\(?(?:excl|exkl)|warenwert\s+netto|betrag\s+netto|netto(?:gesamt)?betrag|gesamtnetto|nettowert|gesamtbeitrag|nettobeitrag)\b/g, 2.6),
  A('ht', /\b(?:exclusief\s+btw|excl\.?\s+btw|totaal\s+excl\.?(?:usief)?\s*btw|subtotaal|grondslag|netto\s+bedrag|bedrag\s+excl)\b/g, 2.6),
  // tax totals
  A('tva', /\b(?:total\s*(?:de\s+(?:la\s+)?)?tva|montant\s+(?:de\s+(?:la\s+)?)?tva|total\s+taxes|montant\s+taxes|total\s+vat|vat\s+total|vat\s+amount|total\s+tax(?:es)?|tax\s+amount|sales\s+tax|steuerbetrag|mwst\.?-?\s*betrag|ust\.?-?\s*betrag|umsatzsteuer\s*betrag|summe\s+(?:mwst|ust)|btw\s*bedrag|totaal\s+btw|bedrag\s+btw)\b/g, 3),
  A('tva', /\b(?:tva|vat|tax|mwst|ust|btw|gst|mehrwertsteuer|umsatzsteuer|versicherungs?teuer)\b/g, 1.6),
  A('ttc', /\b(?:total|totaal|summe|gesamt|betrag|montant)\b/g, 1.2),
];

/** Labels that look like totals but are not: rates, bases, per-line amounts, prepayments. */
const AMOUNT_NOISE = /\b(?:acompte|anzahlung|prepaid|deposit|vorauszahlung|erhaltene|paid|paye[e]?|bezahlt|betaald|escompte|skonto|discount|remise|rabatt|frais|charges?|zuschlag|abschlag|credits?|shipping|versand|port|leergut|positionssumme|provision|unit|unitaire|einzel|stuck|st\.|rate|taux|satz)\b/;

// ---------- helpers ----------

function score<T>(cands: Cand<T>[]): Cand<T> | undefined {
  return [...cands].sort((a, b) => b.weight - a.weight || a.line - b.line || a.pos - b.pos)[0];
}

const fv = <T>(value: T, source: ValueSource, confidence: number): FieldValue<T> => ({ value, source, confidence: Math.max(0, Math.min(1, Math.round(confidence * 100) / 100)) });

/** Every label match of a line, longest/strongest first, without overlaps. */
function labelMatches<T extends Label>(line: Line, labels: T[]): { label: T; start: number; end: number }[] {
  const found: { label: T; start: number; end: number }[] = [];
  for (const label of labels) {
    label.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = label.re.exec(line.norm))) {
      if (!m[0].length) { label.re.lastIndex++; continue; }
      const start = m.index + (m[0].length - m[0].trimStart().length);
      const end = m.index + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ label, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

// ---------- invoice number ----------

const NUMBER_TOKEN = /^[#]?[A-Za-z0-9][A-Za-z0-9/_.\-]*[A-Za-z0-9]$/;

function cleanNumberToken(t: string): string | undefined {
  const v = t.replace(/^[:.#\s]+(?=[A-Za-z0-9])/, '').replace(/[.,;:)]+$/, '');
  if (v.length < 3 || v.length > 40 || !/\d/.test(v) || !NUMBER_TOKEN.test(v)) return undefined;
  if (findDates(v).some((d) => d.text.length >= v.length - 1)) return undefined;
  if (/^\d{1,3}(?:[.,]\d{2})$/.test(v)) return undefined; // an amount
  return v;
}

function numberAfter(line: Line, at: number, labelHasNumberWord: boolean): string | undefined {
  const rest = line.raw.slice(at);
  const m = /^\s*[:.]?\s*(#\s*)?([^\s]+(?:\s(?=\d)\d+)?)/.exec(rest);
  if (!m) return undefined;
  let tok = m[2];
  // "Nr. 9314110911/00/M/00/N", "# BLR_WFLD20151000982590"
  const v = cleanNumberToken(tok);
  if (!v) {
    // a lone "#": the number follows
    if (tok === '#') {
      const n = /^\s*#\s*(\S+)/.exec(rest);
      tok = n?.[1] ?? '';
      const w = cleanNumberToken(tok);
      return w && labelHasNumberWord ? `#${w}` : w;
    }
    return undefined;
  }
  return m[1] && labelHasNumberWord ? `#${v}` : v;
}

function findInvoiceNumber(lines: Line[]): Cand | undefined {
  const cands: Cand[] = [];
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, NUMBER_LABELS)) {
      const labelText = line.norm.slice(start, end);
      const after = line.norm.slice(end, end + 30);
      if (OTHER_NUMBER.test(labelText) || /^\s*(?:associee|liee|d'origine|originale?|client|de\s+client|de\s+commande|tva)/.test(after)) continue;
      const hasNo = /n[o°º]|nr|num|number|nummer/.test(labelText);
      let v = numberAfter(line, end, hasNo);
      let w = label.weight;
      if (!v) {
        // value below the label, in its column
        const c0 = cellAt(line, start);
        for (const { cells } of below(lines, line.index, start, columnEnd(line, start, Math.max(end, c0?.end ?? end)), 2)) {
          v = cleanNumberToken(cells[0].text.split(/\s+/)[0]);
          if (v) { w -= 0.3; break; }
        }
      }
      const cell = cellAt(line, start);
      const prose = (cell?.text.split(/\s+/).length ?? 0) > 8 ? 0.6 : 0;
      if (v) cands.push({ value: v, weight: w + (line.page === 0 ? 0.2 : 0) + (line.index < 15 ? 0.3 : 0) - prose, line: line.index, pos: start });
    }
    TITLE_NUMBER.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = TITLE_NUMBER.exec(line.norm))) {
      const start = m.index + m[0].length;
      const before = line.norm.slice(Math.max(0, m.index - 25), m.index);
      if (/(?:reference|suite|selon|gemass|according|zu|de la|liee|associee)\s*$/.test(before)) continue;
      const v = numberAfter(line, start, false);
      if (v) cands.push({ value: v, weight: 2.3 + (line.page === 0 ? 0.2 : 0), line: line.index, pos: start });
    }
    for (const cell of line.cells) {
      if (!NUMBER_HEADER.test(fold(cell.text).replace(/[:.]$/, ''))) continue;
      for (const { cells } of below(lines, line.index, cell.start, cell.end, 2)) {
        const v = cleanNumberToken(cells[0].text.split(/\s+/)[0]);
        if (v) { cands.push({ value: v, weight: 1.5, line: line.index, pos: cell.start }); break; }
      }
    }
  }
  return score(cands);
}

// ---------- dates ----------

function datesAfter(lines: Line[], line: Line, start: number, end: number, order: DayOrder): { value: string; below: boolean } | undefined {
  const rest = line.raw.slice(end);
  const first = /\S/.exec(rest);
  if (first && first.index <= 40) {
    const ds = findDates(rest, order);
    // the date must come soon after the label (next cell or two)
    if (ds.length && ds[0].index <= Math.max(40, first.index + 2)) return { value: ds[0].value, below: false };
  }
  for (const { cells } of below(lines, line.index, start, columnEnd(line, start, end), 3)) {
    for (const c of cells) {
      const ds = findDates(c.text, order);
      if (ds.length) return { value: ds[0].value, below: true };
    }
  }
  return undefined;
}

function findIssueDate(lines: Line[], order: DayOrder): Cand | undefined {
  const cands: Cand[] = [];
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, DATE_LABELS)) {
      const cell = cellAt(line, start);
      const ctx = fold(line.raw.slice(cell?.start ?? Math.max(0, start - 30), end));
      const tail = line.norm.slice(end, end + 25);
      if (/^\s*(?:associee|liee|d'origine|originale?|precedente|initiale?|related|original|de livraison|d'echeance)/.test(tail)) continue;
      if (label.weight < 2 && (NOT_ISSUE.test(ctx) || NOT_ISSUE.test(fold(cell?.text ?? '')))) continue;
      const d = datesAfter(lines, line, start, end, order);
      if (d) cands.push({ value: d.value, weight: label.weight - (d.below ? 0.2 : 0) + (line.page === 0 ? 0.1 : 0), line: line.index, pos: start });
    }
    // "Rechnung Nr. 471102 vom 05.06.2018", "Facture n°562044387 du 02 Juillet 2015", "Invoice # X issued at 2020-11-21"
    const m = /\b(?:\w*rechnung|facture|invoice|avoir|gutschrift|factuur)\s*(?:\(\d{3}\)\s*)?(?:(?:n[o°º]|nr|no|number|nummer|#)\.?\s*:?\s*)?\S*\d\S*\s+(?:vom|du|dated|issued\s+(?:at|on)|of|van|from)\s+/.exec(line.norm);
    if (m) {
      const ds = findDates(line.raw.slice(m.index + m[0].length), order);
      if (ds.length && ds[0].index === 0) cands.push({ value: ds[0].value, weight: 2.6, line: line.index, pos: m.index });
    }
  }
  if (!cands.length) {
    // No label: the first date of the first page, in the upper part (letters put the date beside the title)
    const firstPage = lines.filter((l) => l.page === 0);
    for (const line of firstPage.slice(0, Math.max(25, Math.ceil(firstPage.length * 0.5)))) {
      const ctx = line.norm;
      if (NOT_ISSUE.test(ctx)) continue;
      const ds = findDates(line.raw, order);
      if (ds.length) { cands.push({ value: ds[0].value, weight: 0.5, line: line.index, pos: ds[0].index }); break; }
    }
  }
  return score(cands);
}

function findDueDate(lines: Line[], order: DayOrder): Cand | undefined {
  const cands: Cand[] = [];
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, DUE_LABELS)) {
      const d = datesAfter(lines, line, start, end, order);
      if (d) cands.push({ value: d.value, weight: label.weight - (d.below ? 0.2 : 0), line: line.index, pos: start });
    }
  }
  // prose over line breaks
  const flat = lines.map((l) => l.raw).join(' \n ');
  const flatNorm = lines.map((l) => l.norm).join(' \n ');
  DUE_PROSE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DUE_PROSE.exec(flatNorm))) {
    const ds = findDates(flat.slice(m.index, m.index + m[0].length), order);
    if (ds.length) cands.push({ value: ds[0].value, weight: 2, line: flatNorm.slice(0, m.index).split('\n').length - 1, pos: 0 });
  }
  const f = /\bfalligkeit\b\s*:?\s*/g;
  while ((m = f.exec(flatNorm))) {
    const ds = findDates(flat.slice(m.index + m[0].length, m.index + m[0].length + 14), order);
    if (ds.length && ds[0].index === 0) cands.push({ value: ds[0].value, weight: 2.4, line: 0, pos: 0 });
  }
  return score(cands);
}

// ---------- amounts ----------

interface AmountCand extends Cand { field: 'ht' | 'tva' | 'ttc'; currency?: string }

function usableAmount(a: AmountMatch): boolean {
  if (a.percent) return false;
  // totals carry 2 decimals; a whole number counts only with its currency ("Rs 1939", "1.200 €")
  return a.decimals === 2 || (a.decimals === 0 && !!a.currency);
}

function findAmountCandidates(lines: Line[]): AmountCand[] {
  const out: AmountCand[] = [];
  const n = lines.length;
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, AMOUNT_LABELS)) {
      const cell = cellAt(line, start);
      const cellNorm = cell ? fold(cell.text) : line.norm.slice(start, end);
      // "Remise", "Acompte", "Taux"... in the label's own cell: not a total
      if (AMOUNT_NOISE.test(cellNorm) && !/\b(?:total|net a payer|summe|betrag)\b/.test(line.norm.slice(start, end))) continue;
      if (label.field === 'tva' && line.index > 0) {
        const up = lines[line.index - 1];
        const over = up.page === line.page ? up.cells.filter((c) => c.start < end + 2 && start < c.end + 2) : [];
        if (over.some((c) => /\b(?:ohne|sans|hors|excl|exkl|without|exclusief|zonder|excluding)\.?$/.test(fold(c.text)))) continue;
      }
      if (label.field === 'tva' && /\b(?:ohne|sans|hors|excl|exkl|without|exclusief|zonder|excluding|net of)\.?\s*$/.test(fold(line.raw.slice(cell?.start ?? Math.max(0, start - 15), start)))) continue;
      if (label.field === 'tva' && /\b(?:n[o°º]|nr|id|number|nummer|numero|identn?r?|reg|code|exon|regime|acquittee|intracom|client|sur les)/.test(fold(line.raw.slice(Math.max(0, start - 6), end + 14)))) continue;
      // position weight: totals sit low on the last pages
      const where = (line.index + 1) / n;
      const posBonus = where * 0.4;
      // same line: amounts after the label until the next cell that reads as text
      const rest = line.raw.slice(end);
      let stop = rest.length;
      for (const c of line.cells) {
        if (c.start <= end) continue;
        const t = fold(c.text);
        if (/[a-z]{4,}/.test(t.replace(/\b(?:eur|euro|euros|usd|gbp|chf|inr|ttc|incl|excl|inkl|exkl|btw|vat|tva)\b/g, '')) && !/\d/.test(t.slice(0, 3))) {
          // a text cell: values past it belong to another label, unless no amount came before
          const prior = findAmounts(line.raw.slice(end, c.start)).filter(usableAmount);
          if (prior.length) { stop = c.start - end; break; }
        }
      }
      const amounts = findAmounts(rest.slice(0, stop)).filter(usableAmount);
      if (amounts.length) {
        amounts.forEach((a, i) => {
          const isLast = i === amounts.length - 1;
          out.push({
            field: label.field, value: a.value, currency: a.currency,
            weight: label.weight + posBonus + (isLast ? 0.3 : 0) - (rest.slice(0, a.index).trim().length > 40 ? 0.5 : 0),
            line: line.index, pos: end + a.index,
          });
        });
        continue;
      }
      // below the label, in its column (tables whose header holds the labels)
      const span0 = start, span1 = columnEnd(line, start, end);
      let rows = 0;
      for (const { line: l2, cells } of below(lines, line.index, span0, span1, 6)) {
        const text = cells.map((c) => c.text).join('  ');
        const offset = cells[0].start;
        const am = findAmounts(text).filter(usableAmount);
        if (!am.length) {
          if (rows) break;
          continue;
        }
        const a = am[am.length - 1];
        out.push({ field: label.field, value: a.value, currency: a.currency, weight: label.weight + posBonus - 0.3 + rows * 0.05, line: l2.index, pos: offset + a.index });
        rows++;
        if (rows >= 4) break;
      }
    }
    // "29.99 € TTC", "593,36 HT"
    const suffix = /(\S+(?:\s?(?:€|eur))?)\s*(ttc|ht|netto|brutto)\b/g;
    let m: RegExpExecArray | null;
    while ((m = suffix.exec(line.norm))) {
      const a = findAmounts(line.raw.slice(m.index, m.index + m[1].length)).filter(usableAmount).pop();
      if (a) out.push({ field: m[2] === 'ttc' || m[2] === 'brutto' ? 'ttc' : 'ht', value: a.value, currency: a.currency, weight: 2, line: line.index, pos: m.index });
    }
  }
  return out;
}

interface Totals { ht?: string; tva?: string; ttc?: string; conf: { ht: number; tva: number; ttc: number } }

function chooseTotals(cands: AmountCand[]): Totals {
  const top = (f: AmountCand['field']) => {
    const byValue = new Map<string, AmountCand>();
    for (const c of cands.filter((x) => x.field === f)) {
      const prev = byValue.get(c.value);
      // the same value under several labels gains weight
      if (!prev) byValue.set(c.value, { ...c });
      else { prev.weight = Math.max(prev.weight, c.weight) + 0.25; }
    }
    return [...byValue.values()].sort((a, b) => b.weight - a.weight).slice(0, 8);
  };
  const hts = top('ht'), tvas = top('tva'), ttcs = top('ttc');
  let best: { s: number; ht: AmountCand; tva: AmountCand; ttc: AmountCand } | undefined;
  for (const ht of hts) for (const tva of tvas) for (const ttc of ttcs) {
    if (add(ht.value, tva.value) !== ttc.value) continue;
    if (isZero(ttc.value)) continue;
    // VAT larger than the base is not a VAT
    if (cmp(abs(tva.value), abs(ht.value)) > 0) continue;
    const big = Math.log10(1 + Math.abs(Number(ttc.value))) * 0.15;
    const s = ht.weight + tva.weight + ttc.weight + big;
    if (!best || s > best.s) best = { s, ht, tva, ttc };
  }
  if (best) return { ht: best.ht.value, tva: best.tva.value, ttc: best.ttc.value, conf: { ht: 0.9, tva: 0.9, ttc: 0.9 } };
  // no consistent triple: pairs with derivation
  let pair: { s: number; t: Totals } | undefined;
  const consider = (s: number, t: Totals) => { if (!pair || s > pair.s) pair = { s, t }; };
  for (const ht of hts) for (const ttc of ttcs) {
    const tva = sub(ttc.value, ht.value);
    if (cmp(abs(ttc.value), abs(ht.value)) < 0 || cmp(abs(tva), abs(ht.value)) > 0) continue;
    if (isZero(ttc.value)) continue;
    // a plausible rate (0-30 %) of the base
    if (!isZero(ht.value) && Math.abs(Number(tva) / Number(ht.value)) > 0.3) continue;
    consider(ht.weight + ttc.weight + 0.5, { ht: ht.value, tva, ttc: ttc.value, conf: { ht: 0.75, tva: 0.6, ttc: 0.75 } });
  }
  for (const tva of tvas) for (const ttc of ttcs) {
    const ht = sub(ttc.value, tva.value);
    if (cmp(abs(ttc.value), abs(tva.value)) <= 0 || isZero(ttc.value)) continue;
    if (!isZero(ht) && Math.abs(Number(tva.value) / Number(ht)) > 0.3) continue;
    consider(tva.weight + ttc.weight + 0.3, { ht, tva: tva.value, ttc: ttc.value, conf: { ht: 0.6, tva: 0.7, ttc: 0.75 } });
  }
  for (const ht of hts) for (const tva of tvas) {
    if (cmp(abs(tva.value), abs(ht.value)) > 0 || isZero(ht.value)) continue;
    if (Math.abs(Number(tva.value) / Number(ht.value)) > 0.3) continue;
    consider(ht.weight + tva.weight - 0.5, { ht: ht.value, tva: tva.value, ttc: add(ht.value, tva.value), conf: { ht: 0.7, tva: 0.6, ttc: 0.5 } });
  }
  if (pair) return pair.t;
  // a total alone: no VAT shown means none charged
  const ttc = ttcs[0];
  if (ttc && !tvas.length) return { ttc: ttc.value, ht: ttc.value, tva: '0.00', conf: { ht: 0.3, tva: 0.3, ttc: 0.6 } };
  const t: Totals = { conf: { ht: 0.4, tva: 0.4, ttc: 0.5 } };
  if (ttc) t.ttc = ttc.value;
  if (hts[0]) t.ht = hts[0].value;
  if (tvas[0]) t.tva = tvas[0].value;
  return t;
}

// ---------- type and currency ----------

const CREDIT_WORDS = /\b(?:avoir|facture d'avoir|note de credit|credit\s*note|credit\s*memo|gutschrift|rechnungsgutschrift|creditnota|creditfactuur|credit nota)\b/;
const INVOICE_WORDS = /\b(?:facture|invoice|rechnung|factuur|bill|receipt|quittung|recu|beitragsrechnung|rechnungs-korrektur|handelsrechnung|w a r e n r e c h n u n g)\b|rechnung\b/;

function findType(lines: Line[], totals: Totals): { value: 'INVOICE' | 'CREDIT'; conf: number } {
  const head = lines.filter((l) => l.page === 0).slice(0, 20);
  let credit = -1, invoice = -1;
  head.forEach((l, i) => {
    for (const c of l.cells) {
      const t = fold(c.text);
      if (credit < 0 && CREDIT_WORDS.test(t) && !/\b(?:suite|selon|sur|gemass|zu)\b/.test(t)) credit = i;
      if (invoice < 0 && INVOICE_WORDS.test(t) && !/\b(?:adresse|address|date|datum)\b/.test(t)) invoice = i;
    }
  });
  const negative = totals.ttc !== undefined && totals.ttc.startsWith('-');
  if (credit >= 0 && (invoice < 0 || credit <= invoice)) return { value: 'CREDIT', conf: 0.85 };
  if (invoice >= 0) return { value: 'INVOICE', conf: negative ? 0.6 : 0.85 };
  if (negative) return { value: 'CREDIT', conf: 0.6 };
  return { value: 'INVOICE', conf: 0.5 };
}

function findCurrency(lines: Line[], amountCands: AmountCand[]): { value: string; conf: number } | undefined {
  for (const line of lines) {
    const m = /\b(?:rechnungswahrung|wahrung|devise|currency|valuta|monnaie|betrage in)\b\s*:?\s*(?:euro\s*\()?([a-z]{3})\b/.exec(line.norm);
    if (m && currencyOf(m[1].toUpperCase())) return { value: m[1].toUpperCase(), conf: 0.9 };
    const below2 = m ? undefined : /\b(?:betrage in|currency|devise|wahrung)\s*:?\s*$/.exec(line.norm);
    if (below2) {
      const next = lines[line.index + 1];
      const c = next && /\b([A-Z]{3})\b/.exec(next.raw.slice(Math.max(0, below2.index - 2)));
      if (c && currencyOf(c[1])) return { value: c[1], conf: 0.85 };
    }
  }
  const votes = new Map<string, number>();
  for (const c of amountCands) if (c.currency) votes.set(c.currency, (votes.get(c.currency) ?? 0) + 2);
  for (const line of lines) {
    for (const a of findAmounts(line.raw)) if (a.currency) votes.set(a.currency, (votes.get(a.currency) ?? 0) + 1);
    const codes = line.raw.match(/\b(?:EUR|USD|GBP|CHF|INR|CAD|AUD|JPY|CNY|SEK|NOK|DKK|PLN)\b/g);
    codes?.forEach((c) => votes.set(c, (votes.get(c) ?? 0) + 1));
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  return best ? { value: best[0], conf: 0.7 } : undefined;
}

// ---------- XML ----------

function fromXml(x: EInvoice, ctx: ExtractionContext): ExtractedFields {
  const f: ExtractedFields = {};
  const one = <T>(v: T | undefined) => (v === undefined ? undefined : fv(v, 'xml', 1));
  // credit notes: the app keeps them with amounts <= 0
  const sign = (v: string | undefined) => (v === undefined ? undefined : x.type === 'CREDIT' && !v.startsWith('-') && !isZero(v) ? neg(v) : v);
  f.invoiceNumber = one(x.number);
  f.date = one(x.issueDate);
  f.dueDate = one(x.dueDate);
  f.totalHT = one(sign(x.totalHT));
  f.totalTVA = one(sign(x.totalTVA));
  f.totalTTC = one(sign(x.totalTTC));
  f.currency = one(x.currency);
  f.type = fv(x.type, 'xml', 1);
  const sup = findSupplier(null, ctx, x);
  if (sup) f.supplier = sup;
  f.direction = decideDirection(null, ctx, x);
  for (const k of Object.keys(f) as (keyof ExtractedFields)[]) if (f[k] === undefined) delete f[k];
  return f;
}

// ---------- entry point ----------

export function extractFields(read: ReadResult, ctx: ExtractionContext): ExtractedFields {
  if (read.xml) return fromXml(read.xml, ctx);
  const source: ValueSource = read.source === 'ocr' ? 'ocr' : 'text';
  const k = source === 'ocr' ? 0.9 : 1;
  const lines = toLines(read.text);
  const f: ExtractedFields = {};
  if (!lines.length) return f;

  const hint: DayOrder = /\$|\bUSD\b/.test(read.text) && !/\b(?:EUR|€)/.test(read.text) ? 'MDY' : 'DMY';
  const order = inferDayOrder(read.text, hint);

  const num = findInvoiceNumber(lines);
  if (num) f.invoiceNumber = fv(num.value, source, (num.weight >= 2.5 ? 0.85 : num.weight >= 1.5 ? 0.6 : 0.4) * k);
  const date = findIssueDate(lines, order);
  if (date) f.date = fv(date.value, source, (date.weight >= 2.5 ? 0.85 : date.weight >= 1 ? 0.6 : 0.35) * k);
  const due = findDueDate(lines, order);
  if (due) f.dueDate = fv(due.value, source, (due.weight >= 2.5 ? 0.8 : 0.6) * k);

  const amountCands = findAmountCandidates(lines);
  const totals = chooseTotals(amountCands);
  const type = findType(lines, totals);
  // credit notes are kept with amounts <= 0
  const signed = (v: string | undefined) => (v === undefined ? undefined : type.value === 'CREDIT' && !v.startsWith('-') && !isZero(v) ? neg(v) : v);
  const ht = signed(totals.ht), tva = signed(totals.tva), ttc = signed(totals.ttc);
  if (ht !== undefined) f.totalHT = fv(ht, source, totals.conf.ht * k);
  if (tva !== undefined) f.totalTVA = fv(tva, source, totals.conf.tva * k);
  if (ttc !== undefined) f.totalTTC = fv(ttc, source, totals.conf.ttc * k);
  f.type = fv(type.value, source, type.conf * k);
  const cur = findCurrency(lines, amountCands);
  if (cur) f.currency = fv(cur.value, source, cur.conf * k);
  const sup = findSupplier(lines, ctx, undefined, source);
  if (sup) f.supplier = sup;
  f.direction = decideDirection(lines, ctx, undefined, source);
  return f;
}
