import type { TranslationMessages } from 'react-admin';
import { cn as app } from '../../i18n/cn';
import { cn as documents } from '../pages/documents/i18n/cn';
import { buildCatalogue } from './multilingual';

/** Every text of the app in this language (loaded on its own: src/catalogue/index.ts). */
export const messages: TranslationMessages = buildCatalogue('cn', app, documents);
