import frenchMessages from 'ra-language-french';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appFr } from './app/fr';
import { errorTexts } from './errors';

// A pure call, so bundles that never read it leave it out.
export const fr: TranslationMessages = /* @__PURE__ */ mergeTranslations(frenchMessages, appFr, errorTexts.fr);
