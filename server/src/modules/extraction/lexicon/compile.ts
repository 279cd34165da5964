/** The lexicons compiled into the matchers the field finders use: one alternation per field kind and weight. */
import { L, type Label } from '../candidates';
import { LEXICONS } from './languages';
import type { Lexicon, WeightedLabels } from './types';

export interface CompiledLexicon {
  /** Month name or abbreviation (lower case, as printed) -> 1..12. */
  months: Record<string, number>;
  /** Alternation of every month name, longest first (for the date patterns). */
  monthAlternation: string;
  issueDateLabels: Label[];
  dueDateLabels: Label[];
  paymentWord: RegExp;
  paidWord: RegExp;
  noVat: RegExp;
}

/** A phrase's regular-expression source: a space matches any run of spaces. */
export const phraseSource = (phrase: string) => phrase.replace(/ /g, '\\s+');
const alternation = (phrases: string[]) => phrases.map(phraseSource).join('|');

/** One label per weight, strongest first (the first label that matches a span wins it), languages in their order. */
function labels(groups: WeightedLabels[][]): Label[] {
  const byWeight = new Map<number, string[]>();
  for (const g of groups.flat()) byWeight.set(g.weight, [...(byWeight.get(g.weight) ?? []), ...g.phrases]);
  return [...byWeight.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([weight, phrases]) => L(new RegExp(`\\b(?:${alternation(phrases)})(?![a-z])\\s*[:.]?`, 'g'), weight));
}

export function compileLexicons(lexicons: Lexicon[]): CompiledLexicon {
  const months: Record<string, number> = {};
  for (const lex of lexicons) lex.months.forEach((names, i) => names.forEach((n) => (months[n.toLowerCase()] = i + 1)));
  const words = (pick: (l: Lexicon) => string[]) => new RegExp(`\\b(?:${alternation(lexicons.flatMap(pick))})\\b`);
  return {
    months,
    monthAlternation: Object.keys(months)
      .sort((a, b) => b.length - a.length)
      .join('|'),
    issueDateLabels: labels(lexicons.map((l) => l.labels.issueDate)),
    dueDateLabels: labels(lexicons.map((l) => l.labels.dueDate)),
    paymentWord: words((l) => l.paymentWords),
    paidWord: words((l) => l.paidWords),
    // a word boundary that also holds before a sign (`§ 19 UStG`, which `\b` never matched)
    noVat: new RegExp(`(?<![a-z0-9_])(?:${alternation(lexicons.flatMap((l) => l.noVatPhrases))})`),
  };
}

/** Every language the extractor reads, compiled once. */
export const LEXICON = compileLexicons(LEXICONS);
