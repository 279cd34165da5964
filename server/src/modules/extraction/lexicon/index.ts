/** Per-language lexicons and the matchers compiled from them. */
export { LEXICONS } from './languages';
export { compileLexicons, LEXICON, phraseSource, type CompiledLexicon } from './compile';
export type { Lexicon, WeightedLabels } from './types';
