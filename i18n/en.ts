import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { appEn } from './app/en';
import { resourcesEn } from './resources/en';

/** react-admin's messages (`ra.*`) + the application's + resource labels (`resources.*`). */
export const en: TranslationMessages = { ...englishMessages, ...appEn, resources: resourcesEn };
