import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appEn } from './app/en';
import { errorTexts } from './errors';

/** react-admin's messages (`ra.*`), the application's own, and the refusal texts (`error.*`). */
// A pure call, so bundles that never read it leave it out.
export const en: TranslationMessages = /* @__PURE__ */ mergeTranslations(englishMessages, appEn, errorTexts.en);
