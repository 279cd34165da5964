import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appCn } from './app/cn';
import { errorTexts } from './errors';
import { raCn } from './ra/cn';

// A pure call, so bundles that never read it leave it out.
export const cn: TranslationMessages = /* @__PURE__ */ mergeTranslations(raCn, appCn, errorTexts.cn);
