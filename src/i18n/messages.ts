import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { LOCALE_CODES, type LocaleCode, type Messages } from '../domain/locales';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

const files = import.meta.glob<Messages>('./*.messages.*.ts', { eager: true, import: 'default' });
const ofLanguage = (code: LocaleCode) =>
  Object.entries(files)
    .filter(([path]) => path.endsWith(`.${code}.ts`))
    .map(([, texts]) => texts);

/**
 * The application's own messages, every language at once (for tests): react-admin's (`ra.*`,
 * reactAdmin.messages.<lang>.ts), the application's (app.messages.<lang>.ts) and the refusal texts
 * (errors.messages.<lang>.ts). The app loads one language at a time, with every feature's texts (src/catalogue).
 */
export const MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, mergeTranslations(...ofLanguage(code)) as TranslationMessages]),
) as Record<LocaleCode, TranslationMessages>;

/** Flattens nested messages to dotted keys. */
export function flattenMessages(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (isTree(v)) for (const [kk, vv] of flattenMessages(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
