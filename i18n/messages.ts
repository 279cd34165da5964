import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import type { LocaleCode, MessageExtension } from '../resources/locales';
import { ru } from './ru';

export { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode, type MessageExtension } from '../resources/locales';
export { resourceMessagesExtension } from './resourceMessagesExtension';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The application's own messages (react-admin's `ra.*` + the app namespaces), every locale at once:
 * for tests and parity checks. The app loads one language at a time (src/catalogue).
 */
export const MESSAGES: Record<LocaleCode, TranslationMessages> = { en, fr, de, ru, cn };

/** Each locale's messages with the extensions merged in (later extensions win). */
export function buildMessages(extensions: readonly MessageExtension[] = []): Record<LocaleCode, TranslationMessages> {
  const build = (code: LocaleCode) =>
    mergeTranslations(MESSAGES[code], ...extensions.map((ext) => ext[code])) as TranslationMessages;
  return { en: build('en'), fr: build('fr'), de: build('de'), ru: build('ru'), cn: build('cn') };
}

/** Flattens nested messages to dotted keys. */
export function flattenMessages(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (isTree(v)) for (const [kk, vv] of flattenMessages(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
