import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appDe } from './app/de';
import { errorTexts } from './errors';
import { raDe } from './ra/de';

// A pure call, so bundles that never read it leave it out.
export const de: TranslationMessages = /* @__PURE__ */ mergeTranslations(raDe, appDe, errorTexts.de);
