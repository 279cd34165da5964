/**
 * How usable a page's text is for the field rules, measured on its laid-out text (a PDF text layer or OCR output):
 * the candidates the finders can work with (amounts, dates, invoice-number-like tokens, field labels), counted with
 * the finders' own parsers and labels, and the signs of a text layer that does not say what the page shows (fonts
 * whose characters map to private-use or wrong code points, letters drawn one per item).
 */
import { findAmounts } from './amounts';
import { labelMatches } from './candidates';
import { findDates } from './dates';
import { NUMBER_LABELS, cleanNumberToken } from './invoiceNumber';
import { fold, toLines } from './layout';
import { LEXICON } from './lexicon';
import { AMOUNT_LABELS, usableAmount } from './totals';

export interface TextQuality {
  /** Words (runs of non-space characters). */
  words: number;
  /** Amounts a total can be (`totals.ts`: 2 decimals, or a currency), rates excluded. */
  amounts: number;
  /** Dates as `dates.ts` reads them. */
  dates: number;
  /** Tokens an invoice number could be (`invoiceNumber.ts`), outside amounts and dates. */
  numbers: number;
  /** Field labels: issue and due dates (the lexicons), invoice number and totals (their finders). */
  labels: number;
  /** amounts + dates + numbers + labels: what the field rules can use. */
  candidates: number;
  /** Share of the characters that are private-use, replacement or control characters (an unmapped font). */
  oddChars: number;
  /**
   * Share of the judged words no language writes: Latin letters mixed with symbols, no vowel in 5+ letters, capitals
   * after a small letter, one digit among 4+ letters, runs of mixed symbols.
   */
  implausibleWords: number;
  /** Share of the letters standing one per word in runs of three or more ("F A C T U R E"). */
  spacedLetters: number;
  /** Why the text cannot be trusted, if it cannot. */
  garbled?: 'odd-characters' | 'implausible-words' | 'spaced-letters';
}

/** Above these shares a text is garbled (clean invoices, typed or scanned, stay far below: see the test). */
export const GARBLED = { oddChars: 0.05, implausibleWords: 0.35, spacedLetters: 0.4 };
/** Too few words to judge their shapes. */
const MIN_JUDGED = 12;

const FIELD_LABELS = [...LEXICON.issueDateLabels, ...LEXICON.dueDateLabels, ...NUMBER_LABELS, ...AMOUNT_LABELS];

/** Private use (BMP, planes 15-16), the replacement character, C0/C1 controls (but the white space ones). */
const isOdd = (cp: number) =>
  (cp >= 0xe000 && cp <= 0xf8ff) ||
  cp >= 0xf0000 ||
  cp === 0xfffd ||
  cp === 0xffff ||
  (cp < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(cp)) ||
  (cp >= 0x7f && cp <= 0x9f);
const EDGE_PUNCT = /^[([{"'«“‘*]+|[)\]}"'»”’.,;:!?*]+$/g;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/;
const VOWEL = /[aeiouy]/;
// inside a word: letters, digits and the joiners of names, codes and abbreviations (l'Oréal, FA-2024/03, S.A., AT&T)
const WORD_SHAPE = /^[\p{L}\p{M}\p{N}]+(?:[-'’./&_]+[\p{L}\p{M}\p{N}]+)*\.?$/u;

// digits with the marks of amounts, dates, rates and phone numbers (the parsers tell which): not judged as words
const NUMBER_SHAPE = /^[-+−]?[\p{Sc}]?\d[\d.,'’/:-]*[%\p{Sc}]?$/u;

type Judged = 'plausible' | 'implausible' | 'skip';

/** A word's shape: plausible, implausible, or not judged (numbers, single marks, rules such as "-----"). */
function judgeWord(raw: string): Judged {
  const w = raw.replace(EDGE_PUNCT, '');
  if (!w) return 'skip';
  const letters = w.match(/\p{L}/gu)?.length ?? 0;
  if (!letters) {
    if (NUMBER_SHAPE.test(w)) return 'skip'; // amounts, dates, numbers: the parsers judge them
    return w.length >= 2 && new Set(w).size >= 2 ? 'implausible' : 'skip';
  }
  if (![...w].some((c) => LATIN_LETTER.test(c))) return 'plausible'; // other scripts: not judged by Latin shapes
  if (!WORD_SHAPE.test(w)) return 'implausible';
  if (/\p{Ll}\p{Lu}{3}/u.test(w)) return 'implausible'; // "éVLJQDWLRQ": no word turns to capitals midway
  const digits = w.match(/\p{N}/gu)?.length ?? 0;
  // codes (FA2024, DE123456789, A4, 1er, 10kg); one digit before or among many letters is a letter gone wrong
  if (digits) return digits >= 2 || letters <= 3 ? 'plausible' : 'implausible';
  if (letters < 5) return 'plausible'; // abbreviations (MwSt, GmbH, zzgl.)
  return VOWEL.test(fold(w)) ? 'plausible' : 'implausible';
}

/** The quality of one page's laid-out text. */
export function textQuality(text: string): TextQuality {
  const lines = toLines(text);
  let amounts = 0,
    dates = 0,
    numbers = 0,
    labels = 0;
  for (const line of lines) {
    const found = findAmounts(line.raw);
    const dated = findDates(line.raw);
    amounts += found.filter(usableAmount).length;
    dates += dated.length;
    labels += labelMatches(line, FIELD_LABELS).length;
    const taken = [...found.filter(usableAmount), ...dated];
    const token = /\S+/g;
    let m: RegExpExecArray | null;
    while ((m = token.exec(line.raw))) {
      const start = m.index,
        end = start + m[0].length;
      if (taken.some((t) => start < t.end && end > t.index)) continue;
      if (cleanNumberToken(m[0])) numbers++;
    }
  }

  const chars = [...text.replace(/\s/g, '')];
  const odd = chars.filter((c) => isOdd(c.codePointAt(0)!)).length;
  const words = text.split(/\s+/).filter(Boolean);
  let judged = 0,
    implausible = 0;
  for (const w of words) {
    const j = judgeWord(w);
    if (j === 'skip') continue;
    judged++;
    if (j === 'implausible') implausible++;
  }
  const letterCount = text.match(/\p{L}/gu)?.length ?? 0;
  let spaced = 0;
  for (const m of text.matchAll(/(?<!\S)\p{L}(?: \p{L}(?!\S)){2,}/gu)) spaced += (m[0].length + 1) / 2;

  const q: TextQuality = {
    words: words.length,
    amounts,
    dates,
    numbers,
    labels,
    candidates: amounts + dates + numbers + labels,
    oddChars: chars.length ? odd / chars.length : 0,
    implausibleWords: judged >= MIN_JUDGED ? implausible / judged : 0,
    spacedLetters: letterCount ? spaced / letterCount : 0,
  };
  if (q.oddChars > GARBLED.oddChars) q.garbled = 'odd-characters';
  else if (q.implausibleWords > GARBLED.implausibleWords) q.garbled = 'implausible-words';
  else if (q.spacedLetters > GARBLED.spacedLetters) q.garbled = 'spaced-letters';
  return q;
}
