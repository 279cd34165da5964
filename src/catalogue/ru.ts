import type { TranslationMessages } from 'react-admin';
import { ru as app } from '../../i18n/ru';
import { ru as documents } from '../pages/documents/i18n/ru';
import { buildCatalogue } from './multilingual';

/** Every text of the app in this language (loaded on its own: src/catalogue/index.ts). */
export const messages: TranslationMessages = buildCatalogue('ru', app, documents);
