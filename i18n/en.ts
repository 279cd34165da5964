import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { appEn } from './app/en';
import { errorTexts } from './errors';
import { mergeMessages } from './mergeMessages';
import { resourcesEn } from './resources/en';

/** react-admin's messages (`ra.*`) + the application's + resource labels (`resources.*`). */
// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const en: TranslationMessages = /* @__PURE__ */ mergeMessages(
  Object.assign({}, englishMessages, appEn, { resources: resourcesEn }),
  errorTexts.en,
) as TranslationMessages;
