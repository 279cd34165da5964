/**
 * Totals (HT, TVA, TTC) chosen by consistency (HT + TVA = TTC at 2 decimals), the document's type
 * (invoice or credit note) and its currency.
 */
import { abs, add, cmp, currencyOf, findAmounts, isZero, sub, type AmountMatch } from './amounts';
import { below, cellAt, columnEnd, fold, type Line } from './layout';
import { labelMatches, type Cand, type Label } from './candidates';
import { LEXICON } from './lexicon';

interface AmountLabel extends Label {
  field: 'ht' | 'tva' | 'ttc';
}
const A = (field: AmountLabel['field'], re: RegExp, weight: number): AmountLabel => ({ field, re, weight });

/** Amount labels, most specific first (a later label cannot reuse the span of an earlier one). */
export const AMOUNT_LABELS: AmountLabel[] = [
  // totals including tax
  A('ttc', /\b(?:total|montant|somme|prix)\s*(?:eur\s+|net\s+)?t\.?t\.?c\.?\b|\btotal\s+toutes\s+taxes\b/g, 3.2),
  A(
    'ttc',
    /\b(?:grand\s+total|total\s+(?:amount\s+)?\(?(?:incl\.?|including|inc\.?)\s*(?:vat|tax)|total\s+for\s+this\s+invoice|invoice\s+total|total\s+due|amount\s+due|balance\s+due|total\s+amount(?:\s+due)?|total\s+to\s+pay)\b/g,
    3,
  ),
  A(
    'ttc',
    /\b(?:gesamtbetrag|gesamtsumme|bruttobetrag|bruttosumme|bruttogesamt|rechnungsbetrag|rechnungsbeitrag|endbetrag|gesamt\s+brutto|summe\s+brutto|rechnungssumme\s+brutto|rechnungssumme\s+\(?(?:inkl|incl)|betrag\s+inkl|(?:gesamt|summe|betrag|endsumme)\s+\(?inkl\.?\s*(?:mwst|ust)|zu\s+zahlender\s+betrag)\b/g,
    3,
  ),
  A(
    'ttc',
    /\b(?:totaal\s+\(?(?:incl|inclusief)\.?\s*btw|factuur\s*totaal|totaal\s+te\s+betalen|te\s+betalen|totaalbedrag)\b/g,
    3,
  ),
  A(
    'ttc',
    /\b(?:total\s+(?:de\s+(?:la\s+)?)?factura|total\s+a\s+pagar|importe\s+total|total\s+\(?(?:con\s+)?iva\s+incl(?:uido|uida|\.)?|total\s+con\s+iva|totale\s+(?:documento|fattura|da\s+pagare|complessivo|ivato|generale)|importo\s+totale|netto\s+a\s+pagare)\b/g,
    3,
  ),
  A(
    'ttc',
    /\b(?:net\s+a\s+payer|reste\s+a\s+payer|solde\s+a\s+payer|somme\s+a\s+payer|montant\s+a\s+payer|zahlbetrag|due\s+payable|amount\s+payable|total\s+payable)\b/g,
    1.8,
  ),
  A('ttc', /\b(?:total\s+facture|total\s+eur|total\s+general)\b/g, 2.2),
  // totals excluding tax
  A(
    'ht',
    /\b(?:total|montant|prix|sous[- ]total|base)\s*(?:eur\s+)?h\.?t\.?(?:va)?\b|\btotal\s+hors\s+taxes?\b|\bmontant\s+hors\s+taxes?\b/g,
    3.2,
  ),
  A(
    'ht',
    /\b(?:net\s+total|total\s+net|net\s+amount|subtotal|sub-total|sub\s+total|total\s+(?:excl\.?|excluding|exc\.?|before|without)\s*(?:vat|tax(?:es)?)|amount\s+(?:excl\.?|excluding|before)\s*(?:vat|tax)|total\s+ex\.?\s+vat|net\s+value|taxable\s+(?:value|amount)|assessable\s+value)\b/g,
    3,
  ),
  A(
    'ht',
    /\b(?:nettobetrag|nettosumme|summe\s+netto|gesamt\s+netto|rechnungssumme\s+netto|rechnungssumme\s+ohne\s+u\.?st\.?|rechnungssumme\s+\(?(?:excl|exkl)|warenwert\s+netto|betrag\s+netto|netto(?:gesamt)?betrag|gesamtnetto|nettowert|gesamtbeitrag|nettobeitrag)\b/g,
    2.6,
  ),
  A(
    'ht',
    /\b(?:exclusief\s+btw|excl\.?\s+btw|totaal\s+excl\.?(?:usief)?\s*btw|subtotaal|grondslag|netto\s+bedrag|bedrag\s+excl)\b/g,
    2.6,
  ),
  A(
    'ht',
    /\b(?:base\s+imponible|importe\s+neto|total\s+sin\s+iva|total\s+neto|totale\s+imponibile|imponibile|totale\s+netto|totale\s+merce|sous-total)\b/g,
    2.8,
  ),
  // tax totals
  A(
    'tva',
    /\b(?:total\s*(?:de\s+(?:la\s+)?)?tva|montant\s+(?:de\s+(?:la\s+)?)?tva|total\s+taxes|montant\s+taxes|total\s+vat|vat\s+total|vat\s+amount|total\s+tax(?:es)?|tax\s+amount|sales\s+tax|steuerbetrag|mwst\.?-?\s*betrag|ust\.?-?\s*betrag|umsatzsteuer\s*betrag|summe\s+(?:mwst|ust)|btw\s*bedrag|totaal\s+btw|bedrag\s+btw|total\s+iva|cuota\s+(?:de\s+)?iva|importe\s+iva|totale\s+iva|importo\s+iva|totale\s+imposta)\b/g,
    3,
  ),
  A(
    'tva',
    /\b(?:tva|vat|tax|mwst|ust|btw|gst|[cisu]gst|utgst|mehrwertsteuer|umsatzsteuer|versicherungs?teuer|iva|imposta|impuestos?)\b/g,
    1.6,
  ),
  A('ttc', /\b(?:total|totaal|summe|gesamt|betrag|montant|totale|importe|importo)\b/g, 1.2),
  A('tva', /\bcuota\b/g, 1.4),
  A('ht', /\bbase\b/g, 1.4),
];

/** Labels that look like totals but are not: rates, bases, per-line amounts, prepayments. */
const AMOUNT_NOISE =
  /\b(?:acompte|anzahlung|prepaid|deposit|vorauszahlung|erhaltene|paid|paye[e]?|bezahlt|betaald|escompte|skonto|discount|remise|rabatt|frais|charges?|zuschlag|abschlag|credits?|shipping|versand|port|leergut|positionssumme|provision|unit|unitaire|einzel|stuck|st\.|rate|taux|satz)\b/;

/** Taxes withheld by the buyer (Spanish IRPF, Italian ritenuta d'acconto...): not VAT, and not part of the total. */
const WITHHOLDING =
  /\b(?:retencion(?:es)?|irpf|ritenuta|ritenute|withholding|withheld|retenue\s+a\s+la\s+source|quellensteuer|bronheffing|retencao)\b/;
/** A row's label naming a section's sub-total ("Sous-total abonnements"), not the document's. */
const SUBTOTAL_ROW =
  /\b(?:sous[- ]total|sub[- ]?total|zwischensumme|subtotaal|subtotale|totale\s+parziale|teilsumme)\b/;

export interface AmountCand extends Cand {
  field: 'ht' | 'tva' | 'ttc';
  currency?: string;
  /** a VAT amount told as included in the total ("waarvan btw", "dont TVA", "inkl. MwSt."): never added to a base */
  included?: boolean;
}

/** A VAT label told as a share of the total: "Waarvan btw 21%", "dont TVA", "davon MwSt.", "of which VAT", "IVA incluida". */
const INCLUDED_VAT =
  /\b(?:waarvan|dont|davon|of\s+which|di\s+cui|de\s+los\s+cuales|incl\.?|inkl\.?|inclusief|including|included|incluida|incluido|inclusa|compris[e]?|enthalten|inbegrepen)\b/;
/** A total word: with "incl." before the tax word, the label names the total including tax, not the tax. */
const TOTAL_WORD = /\b(?:total|totaal|totale|summe|gesamt|betrag|bedrag|importe|importo|montant|prix|amount)\b/;

/** An amount a total can be: not a rate; 2 decimals, or a whole number with its currency. */
export function usableAmount(a: AmountMatch): boolean {
  if (a.percent) return false;
  // totals carry 2 decimals; a whole number counts only with its currency ("Rs 1939", "1.200 €")
  return a.decimals === 2 || (a.decimals === 0 && !!a.currency);
}

export function findAmountCandidates(lines: Line[]): AmountCand[] {
  const out: AmountCand[] = [];
  const rateLines: { line: number; value: string; weight: number }[] = [];
  const n = lines.length;
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, AMOUNT_LABELS)) {
      const cell = cellAt(line, start);
      const cellNorm0 = cell ? fold(cell.text) : line.norm.slice(start, end);
      if (WITHHOLDING.test(cellNorm0)) continue;
      // "VAT at 20% on charges": what follows the rate names the base, not the kind of amount
      const cellNorm = label.field === 'tva' ? cellNorm0.replace(/\d\s*%.*$/, '') : cellNorm0;
      // "Remise", "Acompte", "Taux"... in the label's own cell: not a total
      if (AMOUNT_NOISE.test(cellNorm) && !/\b(?:total|net a payer|summe|betrag)\b/.test(line.norm.slice(start, end)))
        continue;
      if (label.field === 'tva' && line.index > 0) {
        const up = lines[line.index - 1];
        const over = up.page === line.page ? up.cells.filter((c) => c.start < end + 2 && start < c.end + 2) : [];
        if (
          over.some((c) => /\b(?:ohne|sans|hors|excl|exkl|without|exclusief|zonder|excluding)\.?$/.test(fold(c.text)))
        )
          continue;
      }
      // "Totaal (incl. btw)", "Gesamt inkl. MwSt.": the total, not the tax
      if (
        label.field === 'tva' &&
        TOTAL_WORD.test(cellNorm0) &&
        /\b(?:incl|inkl|inclusief|including|inc|con)\.?\s*$/.test(
          fold(line.raw.slice(cell?.start ?? Math.max(0, start - 15), start)).replace(/\(/g, ' '),
        )
      )
        continue;
      if (
        label.field === 'tva' &&
        /\b(?:ohne|sans|hors|excl|exkl|without|exclusief|zonder|excluding|net of)\.?\s*$/.test(
          fold(line.raw.slice(cell?.start ?? Math.max(0, start - 15), start)),
        )
      )
        continue;
      if (
        label.field === 'tva' &&
        /\b(?:n[o°º]|nr|id|number|nummer|numero|identn?r?|reg|code|exon|regime|acquittee|intracom|client|sur les|p\.\s?iva|partita)/.test(
          fold(line.raw.slice(Math.max(0, start - 6), end + 14)),
        )
      )
        continue;
      // "Tax invoice", "VAT invoice": the document's title, not a tax amount
      if (
        label.field === 'tva' &&
        /^\s*(?:invoice|receipt|rechnung|factura|facture|fattura)\b/.test(line.norm.slice(end))
      )
        continue;
      // position weight: totals sit low on the last pages
      const where = (line.index + 1) / n;
      const posBonus = where * 0.4;
      // same line: amounts after the label until the next cell that reads as text
      const rest = line.raw.slice(end);
      let stop = rest.length;
      for (const c of line.cells) {
        if (c.start <= end) continue;
        const t = fold(c.text);
        if (
          /[a-z]{4,}/.test(
            t.replace(/\b(?:eur|euro|euros|usd|gbp|chf|inr|ttc|incl|excl|inkl|exkl|btw|vat|tva)\b/g, ''),
          ) &&
          !/\d/.test(t.slice(0, 3))
        ) {
          // a text cell: values past it belong to another label, unless no amount came before
          const prior = findAmounts(line.raw.slice(end, c.start)).filter(usableAmount);
          if (prior.length) {
            stop = c.start - end;
            break;
          }
        }
      }
      const amounts = findAmounts(rest.slice(0, stop)).filter(usableAmount);
      // a tax line by rate ("VAT 10 %", "CGST @ 9%"): consecutive ones are summed below
      if (
        label.field === 'tva' &&
        amounts.length &&
        (/\d\s*%/.test(cellNorm0) || /\b(?:[cisu]gst|utgst)\b/.test(cellNorm0)) &&
        !/\b(?:total|totale|totaal|summe|gesamt)\b/.test(cellNorm0)
      )
        rateLines.push({
          line: line.index,
          value: amounts[amounts.length - 1].value,
          weight: label.weight + posBonus,
        });
      const triple = rowTriple(amounts.map((a) => a.value));
      if (triple) {
        // one row holding HT, VAT and total side by side (tables with HT | TVA | TTC columns): the lowest
        // document total row wins over section sub-totals
        const w = (SUBTOTAL_ROW.test(cellNorm0) ? 2.4 : 3.6) + posBonus;
        (['ht', 'tva', 'ttc'] as const).forEach((field, i) =>
          out.push({ field, value: triple[i], weight: w, line: line.index, pos: end + i }),
        );
      }
      if (amounts.length) {
        amounts.forEach((a, i) => {
          const isLast = i === amounts.length - 1;
          out.push({
            field: label.field,
            value: a.value,
            currency: a.currency,
            weight:
              label.weight + posBonus + (isLast ? 0.3 : 0) - (rest.slice(0, a.index).trim().length > 40 ? 0.5 : 0),
            line: line.index,
            pos: end + a.index,
            ...(label.field === 'tva' && INCLUDED_VAT.test(cellNorm0) && !TOTAL_WORD.test(cellNorm0)
              ? { included: true }
              : {}),
          });
        });
        continue;
      }
      // below the label, in its column (tables whose header holds the labels)
      const span0 = start,
        span1 = columnEnd(line, start, end);
      let rows = 0;
      let sum: string | undefined;
      let sumCurrency: string | undefined;
      let lastLine = line.index;
      for (const { line: l2, cells } of below(lines, line.index, span0, span1, 6)) {
        const text = cells.map((c) => c.text).join('  ');
        const offset = cells[0].start;
        const am = findAmounts(text).filter(usableAmount);
        if (!am.length) {
          if (rows) break;
          continue;
        }
        const a = am[am.length - 1];
        out.push({
          field: label.field,
          value: a.value,
          currency: a.currency,
          weight: label.weight + posBonus - 0.3 + rows * 0.05,
          line: l2.index,
          pos: offset + a.index,
        });
        // consecutive rows of a base or tax column (a VAT summary by rate): their sum is a candidate too
        sum = rows && l2.index === lastLine + 1 ? sum && add(sum, a.value) : rows ? undefined : a.value;
        sumCurrency ??= a.currency;
        lastLine = l2.index;
        rows++;
        if (rows >= 4) break;
      }
      if (rows >= 2 && sum && label.field !== 'ttc')
        out.push({
          field: label.field,
          value: sum,
          currency: sumCurrency,
          weight: label.weight + posBonus - 0.4,
          line: lastLine,
          pos: span0,
        });
    }
    // "29.99 € TTC", "593,36 HT"
    const suffix = /(\S+(?:\s?(?:€|eur))?)\s*(ttc|ht|netto|brutto)\b/g;
    let m: RegExpExecArray | null;
    while ((m = suffix.exec(line.norm))) {
      const a = findAmounts(line.raw.slice(m.index, m.index + m[1].length))
        .filter(usableAmount)
        .pop();
      if (a)
        out.push({
          field: m[2] === 'ttc' || m[2] === 'brutto' ? 'ttc' : 'ht',
          value: a.value,
          currency: a.currency,
          weight: 2,
          line: line.index,
          pos: m.index,
        });
    }
  }
  out.push(...rateLineSums(rateLines));
  return out;
}

/**
 * Tax lines by rate on consecutive lines (VAT 10 % and VAT 21 %, CGST and SGST, IGST + cess): their sum is a VAT
 * candidate, a little weaker than each line's.
 */
function rateLineSums(rows: { line: number; value: string; weight: number }[]): AmountCand[] {
  const out: AmountCand[] = [];
  let run: typeof rows = [];
  const flush = () => {
    if (run.length >= 2 && run.length <= 4)
      out.push({
        field: 'tva',
        value: run.slice(1).reduce((a, r) => add(a, r.value), run[0].value),
        weight: Math.max(...run.map((r) => r.weight)) - 0.1,
        line: run[run.length - 1].line,
        pos: 0,
      });
    run = [];
  };
  for (const r of rows) {
    if (run.length && r.line === run[run.length - 1].line) continue;
    if (run.length && r.line !== run[run.length - 1].line + 1) flush();
    run.push(r);
  }
  flush();
  return out;
}

/** The last three amounts of a row when they read as HT, VAT (a plausible rate, 0-30 %) and their sum. */
export function rowTriple(values: string[]): [string, string, string] | undefined {
  if (values.length < 3) return undefined;
  const [a, b, c] = values.slice(-3);
  if (isZero(c) || add(a, b) !== c || cmp(abs(b), abs(a)) > 0) return undefined;
  if (!isZero(a) && Math.abs(Number(b) / Number(a)) > 0.3) return undefined;
  return [a, b, c];
}

/** Amounts of withholding lines (absolute values), from the lines labelled as withholding taxes. */
export function findWithholdings(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    for (const c of line.cells) {
      if (!WITHHOLDING.test(fold(c.text))) continue;
      const am = findAmounts(line.raw.slice(c.start)).filter(usableAmount);
      if (am.length) out.push(abs(am[am.length - 1].value));
    }
  }
  return out;
}

export interface Totals {
  ht?: string;
  tva?: string;
  ttc?: string;
  conf: { ht: number; tva: number; ttc: number };
}

/**
 * `withheld`: withholding amounts (findWithholdings). A labelled total that equals HT + VAT minus a withholding is
 * the net paid: the triple holds and the total including VAT is HT + VAT.
 */
export function chooseTotals(cands: AmountCand[], withheld: string[] = []): Totals {
  const top = (f: AmountCand['field']) => {
    const byValue = new Map<string, AmountCand>();
    for (const c of cands.filter((x) => x.field === f)) {
      const prev = byValue.get(c.value);
      // the same value under several labels gains weight
      if (!prev) byValue.set(c.value, { ...c });
      else {
        prev.weight = Math.max(prev.weight, c.weight) + 0.25;
      }
    }
    return [...byValue.values()].sort((a, b) => b.weight - a.weight).slice(0, 8);
  };
  const hts = top('ht'),
    tvas = top('tva'),
    ttcs = top('ttc');
  let best: { s: number; ht: AmountCand; tva: AmountCand; ttc: AmountCand } | undefined;
  for (const ht of hts)
    for (const tva of tvas)
      for (const ttc of ttcs) {
        const sum = add(ht.value, tva.value);
        const net = sum !== ttc.value && withheld.some((w) => sub(sum, w) === ttc.value);
        if (sum !== ttc.value && !net) continue;
        if (isZero(ttc.value)) continue;
        // VAT larger than the base is not a VAT
        if (cmp(abs(tva.value), abs(ht.value)) > 0) continue;
        const big = Math.log10(1 + Math.abs(Number(ttc.value))) * 0.15;
        const s = ht.weight + tva.weight + ttc.weight + big - (net ? 0.3 : 0);
        if (!best || s > best.s) best = { s, ht, tva, ttc: net ? { ...ttc, value: sum } : ttc };
      }
  if (best)
    return { ht: best.ht.value, tva: best.tva.value, ttc: best.ttc.value, conf: { ht: 0.9, tva: 0.9, ttc: 0.9 } };
  // no consistent triple: pairs with derivation
  let pair: { s: number; t: Totals } | undefined;
  const consider = (s: number, t: Totals) => {
    if (!pair || s > pair.s) pair = { s, t };
  };
  for (const ht of hts)
    for (const ttc of ttcs) {
      const tva = sub(ttc.value, ht.value);
      if (cmp(abs(ttc.value), abs(ht.value)) < 0 || cmp(abs(tva), abs(ht.value)) > 0) continue;
      if (isZero(ttc.value)) continue;
      // a plausible rate (0-30 %) of the base
      if (!isZero(ht.value) && Math.abs(Number(tva) / Number(ht.value)) > 0.3) continue;
      consider(ht.weight + ttc.weight + 0.5, {
        ht: ht.value,
        tva,
        ttc: ttc.value,
        conf: { ht: 0.75, tva: 0.6, ttc: 0.75 },
      });
    }
  for (const tva of tvas)
    for (const ttc of ttcs) {
      const ht = sub(ttc.value, tva.value);
      if (cmp(abs(ttc.value), abs(tva.value)) <= 0 || isZero(ttc.value)) continue;
      if (!isZero(ht) && Math.abs(Number(tva.value) / Number(ht)) > 0.3) continue;
      consider(tva.weight + ttc.weight + 0.3, {
        ht,
        tva: tva.value,
        ttc: ttc.value,
        conf: { ht: 0.6, tva: 0.7, ttc: 0.75 },
      });
    }
  for (const ht of hts)
    for (const tva of tvas) {
      // VAT told as included in the total is not added to a base (that base is a sub-total including VAT)
      if (tva.included) continue;
      if (cmp(abs(tva.value), abs(ht.value)) > 0 || isZero(ht.value)) continue;
      if (Math.abs(Number(tva.value) / Number(ht.value)) > 0.3) continue;
      consider(ht.weight + tva.weight - 0.5, {
        ht: ht.value,
        tva: tva.value,
        ttc: add(ht.value, tva.value),
        conf: { ht: 0.7, tva: 0.6, ttc: 0.5 },
      });
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

/**
 * The document says no VAT is charged: French franchise (art. 293 B), reverse charge, exemptions, Italian flat-rate
 * regime (forfettario), German and Dutch small-business schemes.
 */
const NO_VAT = LEXICON.noVat;

export const noVatCharged = (lines: Line[]) => NO_VAT.test(lines.map((l) => l.norm).join('\n'));

// ---------- totals by their arithmetic ----------

/** VAT rates in use in Europe and elsewhere (percent). */
const RATES = [
  20, 10, 5.5, 2.1, 8.5, 0.9, 19, 7, 21, 9, 6, 22, 4, 5, 12, 13, 14, 15, 16, 17, 18, 23, 24, 25, 27, 8.1, 2.6, 3.8, 7.7,
  3.7, 2.5, 8, 3,
];

/** The VAT rate (percent) `tva` is of `ht`, rounded to the cent either way, or undefined. */
export function knownRate(ht: string, tva: string): number | undefined {
  const h = Math.abs(Number(ht)),
    t = Math.abs(Number(tva));
  if (!(h > 0) || !(t > 0)) return undefined;
  return RATES.find((r) => Math.abs((h * r) / 100 - t) <= 0.011 + h * 1e-9);
}

/**
 * No labelled triple adds up: HT + TVA = TTC among the rightmost amounts of consecutive lines in the lower
 * part of the document (the totals block), with TVA at a known rate of HT; the lowest such block wins.
 * A guess: confidence 0.6.
 */
export function arithmeticTotals(lines: Line[]): Totals | undefined {
  if (!lines.length) return undefined;
  const from = Math.floor(lines.length / 4);
  const rows: { line: number; page: number; value: string }[] = [];
  for (const line of lines.slice(from)) {
    const am = findAmounts(line.raw).filter(usableAmount);
    if (am.length) rows.push({ line: line.index, page: line.page, value: am[am.length - 1].value });
  }
  let best: { at: number; t: Totals } | undefined;
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length && j <= i + 3; j++) {
      for (let k = j + 1; k < rows.length && k <= j + 3; k++) {
        const [a, b, c] = [rows[i], rows[j], rows[k]];
        if (a.page !== c.page || c.line - a.line > 8) continue;
        if (isZero(c.value) || add(a.value, b.value) !== c.value) continue;
        if (knownRate(a.value, b.value) === undefined || cmp(abs(b.value), abs(a.value)) >= 0) continue;
        if (!best || c.line >= best.at)
          best = { at: c.line, t: { ht: a.value, tva: b.value, ttc: c.value, conf: { ht: 0.6, tva: 0.6, ttc: 0.6 } } };
      }
    }
  }
  return best?.t;
}

/** The hand rules' totals: a labelled triple, else a labelled pair, else no VAT charged or the arithmetic block. */
export function ruleTotals(lines: Line[], amountCands: AmountCand[]): Totals {
  let totals = chooseTotals(amountCands, findWithholdings(lines));
  // neither a labelled triple nor a labelled pair: the totals block found by its arithmetic (TVA at a known rate)
  // no VAT charged, as the document says: the total is the amount, whatever line amounts add up to
  if (totals.conf.ttc < 0.75 && totals.ttc !== undefined && noVatCharged(lines)) {
    totals = { ht: totals.ttc, tva: '0.00', ttc: totals.ttc, conf: { ht: 0.7, tva: 0.7, ttc: 0.7 } };
  } else if (totals.conf.ttc < 0.75) {
    const a = arithmeticTotals(lines);
    if (a && (totals.ttc === undefined || a.ttc === totals.ttc || totals.conf.ttc < 0.6)) totals = a;
  }
  return totals;
}

// ---------- type and currency ----------

const CREDIT_WORDS =
  /\b(?:avoir|facture d'avoir|note de credit|credit\s*note|credit\s*memo|gutschrift|rechnungsgutschrift|creditnota|creditfactuur|credit nota|nota di credito|nota de credito|factura rectificativa|factura de abono|abono)\b/;
const INVOICE_WORDS =
  /\b(?:facture|invoice|rechnung|factuur|factura|fattura|bill|receipt|quittung|recu|beitragsrechnung|rechnungs-korrektur|handelsrechnung|w a r e n r e c h n u n g)\b|rechnung\b/;

export function findType(lines: Line[], totals: Totals): { value: 'INVOICE' | 'CREDIT'; conf: number } {
  const head = lines.filter((l) => l.page === 0).slice(0, 20);
  let credit = -1,
    invoice = -1;
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

export function findCurrency(lines: Line[], amountCands: AmountCand[]): { value: string; conf: number } | undefined {
  for (const line of lines) {
    const m =
      /\b(?:rechnungswahrung|wahrung|devise|currency|valuta|monnaie|betrage in)\b\s*:?\s*(?:euro\s*\()?([a-z]{3})\b/.exec(
        line.norm,
      );
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
