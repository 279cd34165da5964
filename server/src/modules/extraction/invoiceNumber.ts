/** The invoice number: after its label on the same line or below it, or in the document's title. */
import { findDates } from './dates';
import { below, cellAt, columnEnd, fold, type Line } from './layout';
import { L, labelMatches, score, type Cand, type Label } from './candidates';

/** A bare number label ("Numéro :", "Número:", "Nr.:") opening its cell: weaker than a labelled invoice number. */
const BARE_NUMBER = L(
  /(?:^|\s)(?:(?:numero|number|nummer|nr|n[o°º]|num)\.?\s*:|n[°º]\s*(?=[a-z]{1,6}[-/]?\d|\d+[-/]\w|\d{3,5}(?: \d{3,5}){1,3}(?:\s{2,}|\s*$)))/g,
  1.8,
);

/** "Factura: 2025/031", "Facture : F-118": the document word and a colon, opening its cell ("Réf. facture :" is another's). */
const DOC_COLON = L(/\b(?:facture|factura|fattura|invoice|rechnung|factuur)\s*:/g, 2.4);

/** The invoice number's labels, strongest first (also counted by the text-layer quality measure, `textQuality.ts`). */
export const NUMBER_LABELS: Label[] = [
  L(
    /\b(?:facture|avoir|invoice|credit ?note|rechnung|gutschrift|factuur|creditnota|affacturee|note de credit|factura(?: rectificativa)?|fattura|nota di credito|nota de credito|abono|credit\s*memo|documento)(?:\s+(?:differita|immediata|accompagnatoria|elettronica|simplificada|electronica|ordinaria|commerciale|rectificative|definitive|finale?|proforma|pro\s+forma|commercial|final|interim|tax|vat))?\s*(?:n[o°º¢®]\.?|ne(?=\s{2,}\S*\d)|n\.|nr\.?|num(?:ero|ber|mer)?\.?|#)(?:\s*de\s+(?:la\s+)?(?:facture|piece))?\s*[:.]?/g,
    3,
  ),
  L(
    /(?:\bn[o°º¢®]|\bn[°º]\d|\bn\.|\bnumero|\bnum\.?)\s*(?:de\s+|d'|del\s+)?(?:la\s+)?(?:facture|avoir|piece|factura|fattura|documento)\b\s*[:.]?/g,
    3,
  ),
  // fee notes: "Note d'honoraires N°", "Honorarnote Nr.", "Nota de honorarios nº", "Nota d'onorario n.", "Fee note no."
  L(
    /\b(?:note\s+d'honoraires|honorarnote|nota\s+de\s+honorarios|nota\s+(?:d'|di\s+)onorari[oa]?|parcella|fee\s+note)\s*(?:n[o°º¢®]\.?|n\.|nr\.?|num(?:ero|ber|mer)?\.?|#)\s*[:.]?/g,
    3,
  ),
  L(/\binvoice\s*(?:number|no\b\.?|num\b|#|id\b|nr\b)\s*[:.]?/g, 3),
  L(
    /\b(?:rechnungs?|gutschrifts?|beleg|dokument|(?:credit|debet|eind|voorschot|deel)?-?factuur|document)-?\s*(?:nummer|nr\b\.?|no\b\.?|number)\s*[:.]?/g,
    3,
  ),
  // a hotel's folio: "Folio No.", "Folio #", "N° de folio"
  L(/\bfolio\s*(?:n[o°º]\.?|n\.|nr\.?|num(?:ero|ber)?\.?|#)\s*[:.]?/g, 2.6),
  L(/\b(?:\w+)?rechnung\s*(?:\(\d{3}\))?\s*nr\b\.?\s*[:.]?/g, 3),
  L(/\b(?:bill|receipt|document|doc)\s*(?:number|no\b\.?|#|nr\b)\s*[:.]?/g, 2),
  L(/\b(?:booking|reservation|transaction)\s*(?:id|number|no\b\.?|ref\b)\s*[:.]?/g, 1),
  // a bill's or receipt's own number
  L(
    /\b(?:bolletta|ricevuta|recibo|receipt|quittung|kwitantie|nota|note)\s*(?:n[o°º]\.?|n\.|nr\.?|num(?:ero|ber|mer)?\.?|#)\s*[:.]?/g,
    2.4,
  ),
  // "Inv: JP/24/113", "Inv# 3321"
  L(/\binv\b\.?\s*[:#]/g, 2.5),
  DOC_COLON,
  BARE_NUMBER,
];
// OCR reads the "Nº" sign as "N¢", "N®", "Ne" or "N°2" ("N°2 de factura"): counted with the labels above.
/** Title word directly followed by a number: "Facture FA-2017-0009", "Invoice INV/2023/03/0008". */
const TITLE_NUMBER =
  /(?:^|\s)(?:facture(?: d'acompte| de solde| rectificative)?|avoir|invoice|(?:schluss|abschlags|teil|proforma|sammel|jahres|end|zwischen)?rechnung|gutschrift|(?:credit)?factuur|credit note|factura(?: simplificada| rectificativa| de abono)?|fattura|nota di credito|note de credit|nota de credito|creditnota|note d'honoraires|honorarnote)\s+(?=[a-z]{0,6}(?:[-/_][a-z]{1,4})*[-/_]?\d)/g;
/** Column header cell holding only the document word: the number is below. */
const NUMBER_HEADER = /^(?:facture|invoice|rechnung|factuur|avoir|beleg|factura|fattura)$/;
/** Labels of other documents' numbers: never the invoice number. */
const OTHER_NUMBER =
  /\b(?:associee|liee|d'origine|origine|initiale?|original|related|ursprungs|referenz|reference|client|kunden|customer|commande|order|bestell|tva|vat|ust|siret|siren|tel|fax|iban|contrat|contract|dossier|lieferschein|auftrag|account|cliente|pedido|ordine|klant|bestelling|iva|cif|nif|partita|livraison|delivery|bon|albaran|bolla|ddt|pakbon|packing)\b/;

/** Words in the same cell before a number label that make it another document's ("della fattura n.", "of invoice no."). */
const REFERENCED =
  /\b(?:della|dalla|alla|sulla|relativa\s+alla|de\s+la|a\s+la|sur\s+la|du|de\s+l'|al|del|sobre\s+la|of|for|to|against|zur|zu|der|van\s+de|op|bij|storno|annulation|rectifica|rettifica)\s*$/;

/** A cell holding only a number label, or a number label, a colon and the value. */
const CELL_LABEL =
  /^(numero|number|nummer|nr|no|n[°º]|num|reference|ref|referencia|riferimento|referentie)\.?(?:\s*:\s*(\S.*))?\s*:?$/;

const NUMBER_TOKEN = /^[#]?[A-Za-z0-9][A-Za-z0-9/_.\-]*[A-Za-z0-9]$/;

/** A token as an invoice number (3-40 characters with a digit, not a date nor an amount), or undefined. */
export function cleanNumberToken(t: string, short = false): string | undefined {
  const v = t.replace(/^[:.#\s]+(?=[A-Za-z0-9])/, '').replace(/[.,;:)]+$/, '');
  // a number of one or two digits only right after a strong label ("Fattura n° 9")
  if (short && /^\d{1,2}$/.test(v)) return v;
  if (v.length < 3 || v.length > 40 || !/\d/.test(v) || !NUMBER_TOKEN.test(v)) return undefined;
  if (findDates(v).some((d) => d.text.length >= v.length - 1)) return undefined;
  if (/^\d{1,3}(?:[.,]\d{2})$/.test(v)) return undefined; // an amount
  return v;
}

/** Digits grouped by single spaces filling the rest of the cell after a number label ("N° 3004 5512 887"). */
const SPACED_DIGITS = /^\s*[:.]?\s*(\d{3,5}(?: \d{3,5}){1,3})(?=\s{2,}|\s*$)/;

function numberAfter(line: Line, at: number, labelHasNumberWord: boolean, short = false): string | undefined {
  const rest = line.raw.slice(at);
  const spaced = labelHasNumberWord ? SPACED_DIGITS.exec(rest)?.[1] : undefined;
  if (spaced && !findDates(spaced).length) return spaced;
  const m = /^\s*[:.]?\s*(#\s*)?([^\s]+(?:\s(?=\d)\d+)?)/.exec(rest);
  if (!m) return undefined;
  let tok = m[2];
  // "Nr. 9314110911/00/M/00/N", "# BLR_WFLD20151000982590"
  const v = cleanNumberToken(tok, short && labelHasNumberWord);
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

/** The second cell of a label spanning two cells, read alone as a number label ("Numero documento", "Número de factura"). */
const OWN_NUMBER_LABEL = new RegExp(`^(?:${NUMBER_LABELS[1].re.source})`);
function crossesIntoOwnLabel(line: Line, start: number, labelText: string): boolean {
  const gap = /\S(\s{2,})(?=\S)/.exec(labelText);
  if (!gap) return false;
  const next = cellAt(line, start + gap.index + 1 + gap[1].length);
  return !!next && OWN_NUMBER_LABEL.test(fold(next.text));
}

/** Every invoice number candidate the rules find, with the rules' weight (the ranker's input). */
export const findInvoiceNumber = (lines: Line[]): Cand | undefined => score(invoiceNumberCandidates(lines));

export function invoiceNumberCandidates(lines: Line[]): Cand[] {
  const cands: Cand[] = [];
  for (const line of lines) {
    for (const { label, start, end } of labelMatches(line, NUMBER_LABELS)) {
      const labelText = line.norm.slice(start, end);
      const after = line.norm.slice(end, end + 30);
      if (
        OTHER_NUMBER.test(labelText) ||
        // a label across two cells ("Tipologia documento | Numero documento"): the second cell is its own label
        crossesIntoOwnLabel(line, start, labelText) ||
        /^\s*(?:associee|liee|d'origine|originale?|client|de\s+client|de\s+commande|tva)/.test(after)
      )
        continue;
      // a bare label qualified by words before it in its cell ("BTW nummer:", "Kundennummer:") is another number
      if (
        (label === BARE_NUMBER || label === DOC_COLON) &&
        /\S/.test(line.raw.slice(cellAt(line, start)?.start ?? start, start))
      )
        continue;
      const hasNo = /n[o°º]|\bn\.|nr|num|number|nummer/.test(labelText);
      let v = numberAfter(line, end, hasNo, label.weight >= 3);
      let w = label.weight;
      if (!v) {
        // value below the label, in its column
        const c0 = cellAt(line, start);
        for (const { cells } of below(
          lines,
          line.index,
          start,
          columnEnd(line, start, Math.max(end, c0?.end ?? end)),
          2,
        )) {
          v = cleanNumberToken(cells[0].text.split(/\s+/)[0]);
          if (v) {
            w -= 0.3;
            break;
          }
        }
      }
      const cell = cellAt(line, start);
      const prose = (cell?.text.split(/\s+/).length ?? 0) > 8 ? 0.6 : 0;
      // the number of another document named in a sentence ("a storno della fattura n. 2025/0388", "suite à la facture n°")
      const ref = REFERENCED.test(line.norm.slice(cell?.start ?? Math.max(0, start - 40), start)) ? 1.5 : 0;
      if (v)
        cands.push({
          value: v,
          weight: w + (line.page === 0 ? 0.2 : 0) + (line.index < 15 ? 0.3 : 0) - prose - ref,
          line: line.index,
          pos: start,
        });
    }
    TITLE_NUMBER.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = TITLE_NUMBER.exec(line.norm))) {
      const start = m.index + m[0].length;
      const before = line.norm.slice(Math.max(0, m.index - 25), m.index);
      if (
        /(?:reference|suite|selon|gemass|according|zu|de la|liee|associee|betreft|rectifica(?: a)?|riferimento|rif\.?|ref\.?|correcting|concerning|regarding|for|original|originale|initiale|ursprungliche)\s*[:.]?\s*$/.test(
          before,
        )
      )
        continue;
      const v = numberAfter(line, start, false);
      if (v) cands.push({ value: v, weight: 2.3 + (line.page === 0 ? 0.2 : 0), line: line.index, pos: start });
    }
    // a cell that is only a number label ("Nummer", "Número", "Nr.", "Reference:"): the value in the next cell or below
    for (let ci = 0; ci < line.cells.length; ci++) {
      const cell = line.cells[ci];
      const folded = fold(cell.text);
      const m = CELL_LABEL.exec(folded);
      if (!m) continue;
      const w = m[1].startsWith('ref') ? 1 : 1.6;
      // the value as printed (the folded copy has the same offsets)
      const at = m[2] ? folded.lastIndexOf(m[2]) : -1;
      let v = m[2] ? cleanNumberToken(cell.text.slice(at, at + m[2].length).split(/\s+/)[0]) : undefined;
      const next = line.cells[ci + 1];
      if (!v && !m[2] && next && next.start - cell.end <= 40) v = cleanNumberToken(next.text.split(/\s+/)[0]);
      if (!v && !m[2]) {
        for (const { cells } of below(lines, line.index, cell.start, cell.end, 1))
          v = cleanNumberToken(cells[0].text.split(/\s+/)[0]);
      }
      if (v) cands.push({ value: v, weight: w + (line.index < 15 ? 0.3 : 0), line: line.index, pos: cell.start });
    }
    for (const cell of line.cells) {
      if (!NUMBER_HEADER.test(fold(cell.text).replace(/[:.]$/, ''))) continue;
      for (const { cells } of below(lines, line.index, cell.start, cell.end, 2)) {
        const v = cleanNumberToken(cells[0].text.split(/\s+/)[0]);
        if (v) {
          cands.push({ value: v, weight: 1.5, line: line.index, pos: cell.start });
          break;
        }
      }
    }
  }
  return cands;
}
