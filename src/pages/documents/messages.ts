import { cn } from './i18n/cn';
import { de } from './i18n/de';
import { en, type DocumentsMessages } from './i18n/en';
import { fr } from './i18n/fr';
import { ru } from './i18n/ru';

/**
 * Texts of the documents pages: `documents.*`, and `document.error.*` (the validity rules of
 * resources/documents/rules.ts and the server's problems). Same keys in the five languages (typed).
 */
export const documentsMessages: Record<'en' | 'fr' | 'de' | 'ru' | 'cn', DocumentsMessages> = { en, fr, de, ru, cn };
