/** The languages the built-in extractor reads: adding one is a lexicon file, its test and a line here. */
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { Lexicon } from './types';

export const LEXICONS: Lexicon[] = [fr, en, de, es, it, nl];
