import type { LocaleCode } from '../locales';
import cn from './auditWords.cn';
import de from './auditWords.de';
import en from './auditWords.en';
import fr from './auditWords.fr';
import ru from './auditWords.ru';

type Words = Record<'entity' | 'action' | 'approvalState' | 'field', Record<string, string>>;

/** The audit trail's vocabulary by language (the server's audit export; the client reads it through its catalogue). */
export const AUDIT_WORDS: Record<LocaleCode, Words> = { en, fr, de, ru, cn };

/** A code in words (a record type, an action, a field), or the code itself when the vocabulary does not know it. */
export const auditWord = (locale: LocaleCode, kind: keyof Words, code: string) =>
  AUDIT_WORDS[locale][kind][code] ?? code;
