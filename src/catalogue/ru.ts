import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Messages } from '../domain/locales';

/** Every `*.messages.ru.ts` file, by path: react-admin's and the application's (src/i18n/), each entity's, each page's. */
export const files = import.meta.glob<Messages>('../**/*.messages.ru.ts', { eager: true, import: 'default' });

/** Every text of the app in Russian (loaded on its own: src/catalogue/index.ts). */
export const messages: TranslationMessages = mergeTranslations(...Object.values(files));
