import type { TranslationMessages } from 'react-admin';
import { en as app } from '../../i18n/en';
import { en as documents } from '../pages/documents/i18n/en';
import { buildCatalogue } from './multilingual';

/** Every text of the app in this language (loaded on its own: src/catalogue/index.ts). */
export const messages: TranslationMessages = buildCatalogue('en', app, documents);
