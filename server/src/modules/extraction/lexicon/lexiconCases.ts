/** What every language's test checks: its file alone reads its samples, and so does the compiled union. */
import { describe, expect, it } from 'vitest';
import { findDates } from '../dates';
import { fold } from '../layout';
import { compileLexicons, LEXICON } from './compile';
import type { Lexicon } from './types';

export interface LexiconSamples {
  /** A date written with a month name and its ISO value. */
  namedDate: [string, string];
  issueLabel: string;
  dueLabel: string;
  paymentSentence: string;
  paidSentence: string;
  noVat: string;
}

const matches = (re: RegExp, text: string) => {
  re.lastIndex = 0;
  return re.test(fold(text));
};

export function describeLexicon(lex: Lexicon, s: LexiconSamples) {
  describe(`lexicon ${lex.lang}`, () => {
    const own = compileLexicons([lex]);
    it('has twelve months, each named', () => {
      expect(lex.months).toHaveLength(12);
      lex.months.forEach((names, i) => names.forEach((n) => expect(own.months[n.toLowerCase()]).toBe(i + 1)));
    });
    it('reads its samples with its file alone and within all languages', () => {
      for (const c of [own, LEXICON]) {
        expect(c.issueDateLabels.some((l) => matches(l.re, s.issueLabel))).toBe(true);
        expect(c.dueDateLabels.some((l) => matches(l.re, s.dueLabel))).toBe(true);
        expect(matches(c.paymentWord, s.paymentSentence)).toBe(true);
        expect(matches(c.paidWord, s.paidSentence)).toBe(true);
        expect(matches(c.noVat, s.noVat)).toBe(true);
      }
      expect(own.dueDateLabels.some((l) => matches(l.re, s.issueLabel))).toBe(false);
      expect(matches(own.noVat, s.issueLabel)).toBe(false);
    });
    it('its month names are read in dates', () => {
      expect(findDates(s.namedDate[0]).map((d) => d.value)).toEqual([s.namedDate[1]]);
    });
  });
}
