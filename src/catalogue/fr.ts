import type { TranslationMessages } from 'react-admin';
import { fr as app } from '../../i18n/fr';
import { fr as documents } from '../pages/documents/i18n/fr';
import { buildCatalogue } from './multilingual';

/** Every text of the app in this language (loaded on its own: src/catalogue/index.ts). */
export const messages: TranslationMessages = buildCatalogue('fr', app, documents);
