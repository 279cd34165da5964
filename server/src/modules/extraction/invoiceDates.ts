/** Issue and due dates: after their labels or below them, in the document's day order. */
import { findDates, type DayOrder } from './dates';
import { below, cellAt, columnEnd, fold, type Line } from './layout';
import { LEXICON } from './lexicon';
import { L, labelMatches, score, type Cand, type Label } from './candidates';

/** Issue-date labels of every language's lexicon, then a bare date word (weak). */
// bare "le" (French "Paris, le 3 mai"), not the end of an abbreviation ("Spett.le", "Gent.le": Italian salutations)
const DATE_LABELS: Label[] = [
  ...LEXICON.issueDateLabels,
  L(/\b(?:datum|date|dated|(?<!\w\.)le|fecha|data)\b\s*[:.]?/g, 1.2),
];
/** Dates of something else than the issue (delivery, order, period, due...). */
export const NOT_ISSUE =
  /(?:livraison|delivery|liefer|leistung|order|commande|bestell|auftrag|echeance|due|fallig|zahl|limite|paiement|payment|prestation|debut|fin\b|period|zeitraum|check|booking|vervaldatum|lieferschein|geburt|naissance|start|end\b|associee|valid|entrega|envio|pedido|vencimiento|consegna|spedizione|ordine|scadenza|periodo|levering|lever|bestel|verval|pago|pagamento|ddt|event|avant|before|regl|tardar|antes|entro|uiterlijk|preleve|prelev|debit|addebit|cargo|collect|abbuch|eingezogen|incasso|entree|arrivee|arrival|departure|depart\b|anreise|abreise|ankunft|abfahrt|llegada|salida|entrada|arrivo|partenza|ingresso|aankomst|vertrek)/;
/** The line above a date label names another document ("Original invoice INV-1 / Invoice date ..."). */
const OTHER_DOCUMENT_ABOVE =
  /\b(?:original|d'origine|initiale?|referenced|related|urspr\w*|bezug|rectificad\w*|originale|corrected|riferimento)\b/;

const DUE_LABELS: Label[] = [
  ...LEXICON.dueDateLabels,
  L(/\b(?:zahlbar|payable|netto|uberweisen|zahlen|bezahlen|begleichen)\b[^.\n]{0,45}?\bbis(?:\s+zum)?\b/g, 2.2),
];
/** Due date told in a sentence: "wird am 20.03.2014 ... eingezogen", "am 06.12.2013 fällig", "prélevé le ...". */
const DUE_PROSE =
  /\b(?:am|le|on|ab)\s+(\S+(?: \S+){0,2}?)\s+(?:[^.]{0,200}?)\b(?:eingezogen|abgebucht|fallig|preleve|debite|debited|collected)\b/g;

function otherDocumentAbove(lines: Line[], line: Line, at: number): boolean {
  const up = lines[line.index - 1];
  if (!up || up.page !== line.page) return false;
  const c = cellAt(up, at) ?? up.cells.find((x) => x.start <= at + 2 && at <= x.end + 2);
  return !!c && OTHER_DOCUMENT_ABOVE.test(fold(c.text));
}

/**
 * A due date told in a payment sentence: a payment word (pay, settle, debit, collect, transfer...) and a date after
 * a deadline word ("avant le", "no later than", "on or after", "entro il", "a más tardar el", "antes del", "rond").
 * Early-payment discount dates come second in such sentences, so the first deadline date is taken.
 */
const PAYMENT_WORD = LEXICON.paymentWord;
/** A payment already made: its date is not a due date. */
const PAID_ALREADY = LEXICON.paidWord;
const DEADLINE_DATE =
  /\b(?:avant\s+le|a\s+partir\s+du|a\s+compter\s+du|au\s+plus\s+tard\s+le|jusqu'au|le|before|by|no\s+later\s+than|on\s+or\s+(?:after|before)|on|until|bis(?:\s+zum)?|spatestens(?:\s+(?:am|bis))?|am|ab|voor|uiterlijk(?:\s+op)?|rond|op|omstreeks|antes\s+del?|a\s+mas\s+tardar\s+el|hasta\s+el|el|entro(?:\s+e\s+non\s+oltre)?(?:\s+il)?|il)\s+$/;

export function dueInSentence(lines: Line[], order: DayOrder): Cand | undefined {
  for (const line of lines) {
    if (!PAYMENT_WORD.test(line.norm) || PAID_ALREADY.test(line.norm)) continue;
    for (const d of findDates(line.raw, order)) {
      const before = fold(line.raw.slice(Math.max(0, d.index - 30), d.index));
      if (DEADLINE_DATE.test(before)) return { value: d.value, weight: 1.9, line: line.index, pos: d.index };
    }
  }
  return undefined;
}

/** The amount to pay: a deadline next to it or under it is the due date ("Totale da pagare 87,40 / entro il 30/04"). */
const AMOUNT_TO_PAY =
  /\b(?:(?:totale|importo|somma)\s+da\s+pagare|da\s+pagare|amount\s+(?:due|payable|to\s+pay)|total\s+(?:due|to\s+pay|payable)|balance\s+due|(?:net|montant|reste|total|somme)\s+a\s+payer|montant\s+a\s+regler|zu\s+zahlen(?:der\s+betrag)?|zahlbetrag|(?:totaal\s+)?te\s+betalen|(?:total|importe)\s+a\s+pagar)\b/g;
/** A deadline word right before a date: "entro il", "by", "before", "bis zum", "avant le", "antes del", "uiterlijk op". */
const DEADLINE_BEFORE =
  /(?:^|\s)(?:entro(?:\s+e\s+non\s+oltre)?(?:\s+il)?|by|before|no\s+later\s+than|payable\s+by|bis(?:\s+zum)?|spatestens(?:\s+am)?|vor\s+dem|avant\s+le|au\s+plus\s+tard\s+le|jusqu'au|antes\s+del?|a\s+mas\s+tardar\s+el|hasta\s+el|uiterlijk(?:\s+op)?|voor)\s*:?\s+$/;

/** A due date told beside or under the amount to pay: "Amount due £87.40 by 30 April", a cell "entro il 30/04/2025" below. */
export function dueNearAmountToPay(lines: Line[], order: DayOrder): Cand | undefined {
  for (const line of lines) {
    AMOUNT_TO_PAY.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = AMOUNT_TO_PAY.exec(line.norm))) {
      const start = m.index,
        end = m.index + m[0].length;
      const cell = cellAt(line, start);
      const texts: { raw: string; line: number }[] = [{ raw: line.raw.slice(end), line: line.index }];
      for (const { line: l2, cells } of below(
        lines,
        line.index,
        cell?.start ?? start,
        columnEnd(line, start, Math.max(end, cell?.end ?? end)),
        2,
      ))
        texts.push({ raw: cells.map((c) => c.text).join('   '), line: l2.index });
      for (const t of texts) {
        for (const d of findDates(t.raw, order)) {
          const before = fold(t.raw.slice(Math.max(0, d.index - 30), d.index));
          if (DEADLINE_BEFORE.test(before)) return { value: d.value, weight: 2.5, line: t.line, pos: d.index };
        }
      }
    }
  }
  return undefined;
}

function datesAfter(
  lines: Line[],
  line: Line,
  start: number,
  end: number,
  order: DayOrder,
): { value: string; below: boolean } | undefined {
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

/** Three or more of the next rows hold a date under the label: a table's date column. */
function dateColumn(lines: Line[], line: Line, start: number, end: number, order: DayOrder): boolean {
  const rows = below(lines, line.index, start, columnEnd(line, start, end), 4);
  return rows.filter(({ cells }) => cells.some((c) => findDates(c.text, order).length)).length >= 3;
}

export const findIssueDate = (lines: Line[], order: DayOrder): Cand | undefined =>
  score(issueDateCandidates(lines, order));

/** Every issue date candidate the rules find, with the rules' weight (the ranker's input). */
export function issueDateCandidates(lines: Line[], order: DayOrder): Cand[] {
  const cands: Cand[] = [];
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, DATE_LABELS)) {
      const cell = cellAt(line, start);
      const ctx = fold(line.raw.slice(cell?.start ?? Math.max(0, start - 30), end));
      const tail = line.norm.slice(end, end + 25);
      if (
        /^\s*(?:associee|liee|d'origine|originale?|precedente|initiale?|related|original|de livraison|d'echeance)/.test(
          tail,
        )
      )
        continue;
      if (label.weight < 2 && (NOT_ISSUE.test(ctx) || NOT_ISSUE.test(fold(cell?.text ?? '')))) continue;
      if (otherDocumentAbove(lines, line, start)) continue;
      const d = datesAfter(lines, line, start, end, order);
      // a bare "Date" heading a column of dates: the dates of line items, not the issue date
      if (d?.below && label.weight < 2 && dateColumn(lines, line, start, end, order)) continue;
      if (d)
        cands.push({
          value: d.value,
          weight: label.weight - (d.below ? 0.2 : 0) + (line.page === 0 ? 0.1 : 0),
          line: line.index,
          pos: start,
        });
    }
    // "Rechnung Nr. 471102 vom 05.06.2018", "Facture n°562044387 du 02 Juillet 2015", "Invoice # X issued at 2020-11-21"
    const m =
      /\b(?:\w*rechnung|facture(?:\s+d'avoir)?|invoice|avoir|gutschrift|factuur)\s*(?:\(\d{3}\)\s*)?(?:(?:n[o°º¢®]|ne(?=\s{2,}\S*\d)|nr|no|number|nummer|#)\.?\s*:?\s*)?(?:\S*\d\S*\s+)?(?:vom|du|dated|issued\s+(?:at|on)|of|van|from|del)\s+/.exec(
        line.norm,
      );
    // not the date of another document it refers to ("zu Rechnung RE-9921 vom ...", "suite à la facture ... du ...")
    if (
      m &&
      !/(?:\b(?:zu|zur|suite a|selon|sur|ref|reference|bezug|betreft|riferimento|rif|referencia|correcting|related to)\.?\s*:?\s*(?:la\s+|der\s+|unserer\s+|the\s+)?)$/.test(
        line.norm.slice(Math.max(0, m.index - 30), m.index),
      )
    ) {
      const ds = findDates(line.raw.slice(m.index + m[0].length), order);
      if (ds.length && ds[0].index === 0)
        cands.push({ value: ds[0].value, weight: 2.6, line: line.index, pos: m.index });
    }
  }
  if (!cands.length) {
    // No label: the first date of the first page, in the upper part (letters put the date beside the title)
    const firstPage = lines.filter((l) => l.page === 0);
    for (const line of firstPage.slice(0, Math.max(25, Math.ceil(firstPage.length * 0.5)))) {
      const ctx = line.norm;
      if (NOT_ISSUE.test(ctx)) continue;
      const ds = findDates(line.raw, order);
      if (ds.length) {
        cands.push({ value: ds[0].value, weight: 0.5, line: line.index, pos: ds[0].index });
        break;
      }
    }
  }
  return cands;
}

export const findDueDate = (lines: Line[], order: DayOrder): Cand | undefined => score(dueDateCandidates(lines, order));

/** Every due date candidate the rules find, with the rules' weight (the ranker's input). */
export function dueDateCandidates(lines: Line[], order: DayOrder): Cand[] {
  const cands: Cand[] = [];
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, DUE_LABELS)) {
      const d = datesAfter(lines, line, start, end, order);
      if (d) cands.push({ value: d.value, weight: label.weight - (d.below ? 0.2 : 0), line: line.index, pos: start });
      else if (line.cells.length >= 2 && !findDates(line.raw, order).length) {
        // the header of a table of instalments ("Scadenze | Data | Importo"): the first date of the next rows
        for (const next of lines.slice(line.index + 1, line.index + 3)) {
          const ds = next.page === line.page ? findDates(next.raw, order) : [];
          if (ds.length) {
            cands.push({ value: ds[0].value, weight: label.weight - 0.8, line: next.index, pos: ds[0].index });
            break;
          }
        }
      }
    }
  }
  // prose over line breaks
  const flat = lines.map((l) => l.raw).join(' \n ');
  const flatNorm = lines.map((l) => l.norm).join(' \n ');
  DUE_PROSE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DUE_PROSE.exec(flatNorm))) {
    const ds = findDates(flat.slice(m.index, m.index + m[0].length), order);
    if (ds.length)
      cands.push({ value: ds[0].value, weight: 2, line: flatNorm.slice(0, m.index).split('\n').length - 1, pos: 0 });
  }
  const sentence = dueInSentence(lines, order);
  if (sentence) cands.push(sentence);
  const nearTotal = dueNearAmountToPay(lines, order);
  if (nearTotal) cands.push(nearTotal);
  const f = /\bfalligkeit\b\s*:?\s*/g;
  while ((m = f.exec(flatNorm))) {
    const ds = findDates(flat.slice(m.index + m[0].length, m.index + m[0].length + 14), order);
    if (ds.length && ds[0].index === 0) cands.push({ value: ds[0].value, weight: 2.4, line: 0, pos: 0 });
  }
  return cands;
}
