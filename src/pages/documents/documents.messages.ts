import { cn } from './i18n/cn';
import { de } from './i18n/de';
import { en, type DocumentsMessages } from './i18n/en';
import { fr } from './i18n/fr';
import { ru } from './i18n/ru';

/**
 * Texts of the documents pages (`documents.*`). Same keys in the five languages (typed). The refusal texts
 * (`document.error.*`: the validity rules of resources/documents/rules.ts and the server's problems) are in the
 * client's one table of refusals, i18n/errors.ts.
 */
export const documentsMessages: Record<'en' | 'fr' | 'de' | 'ru' | 'cn', DocumentsMessages> = { en, fr, de, ru, cn };
