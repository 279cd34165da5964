import type { TranslationMessages } from 'react-admin';
import { de as app } from '../../i18n/de';
import { de as documents } from '../pages/documents/i18n/de';
import { buildCatalogue } from './multilingual';

/** Every text of the app in this language (loaded on its own: src/catalogue/index.ts). */
export const messages: TranslationMessages = buildCatalogue('de', app, documents);
