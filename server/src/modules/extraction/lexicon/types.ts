/**
 * A language's lexicon: what an invoice in that language says, as data. The field finders compile the union of all
 * lexicons (`compile.ts`) instead of spelling six languages in one regular expression; a language is one file.
 *
 * Phrases are regular-expression sources matched on folded text (lower case, no accents: `layout.fold`); a space in a
 * phrase matches any run of spaces.
 */

/** Labels of one strength: the finders weigh a value by the label it follows (3 = names the field outright). */
export interface WeightedLabels {
  weight: number;
  phrases: string[];
}

export interface Lexicon {
  /** ISO 639-1 */
  lang: string;
  /** Month names and their printed abbreviations, January first (12 lists), folded or as printed. */
  months: string[][];
  /** How numbers and dates are printed where the language is spoken (a hint; documents are read by their content). */
  conventions: { decimal: ',' | '.'; thousands: string[]; dayOrder: 'DMY' | 'MDY' };
  labels: {
    /** The issue date's labels ("Date de facture", "Invoice date"). */
    issueDate: WeightedLabels[];
    /** The due date's labels ("Échéance", "Due date", "Fällig am"). */
    dueDate: WeightedLabels[];
  };
  /** Words of a payment sentence ("régler", "pay", "überweisen"): a deadline date in it is the due date. */
  paymentWords: string[];
  /** A payment already made ("reçu", "paid"): its date is not a due date. */
  paidWords: string[];
  /** The document says no VAT is charged (exemptions, reverse charge, small-business schemes). */
  noVatPhrases: string[];
}
