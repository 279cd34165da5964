import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { appFr } from './app/fr';
import { resourcesFr } from './resources/fr';

export const fr: TranslationMessages = { ...frenchMessages, ...appFr, resources: resourcesFr };
