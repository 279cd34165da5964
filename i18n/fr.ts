import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { appFr } from './app/fr';
import { errorTexts } from './errors';
import { mergeMessages } from './mergeMessages';
import { resourcesFr } from './resources/fr';

// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const fr: TranslationMessages = /* @__PURE__ */ mergeMessages(
  Object.assign({}, frenchMessages, appFr, { resources: resourcesFr }),
  errorTexts.fr,
) as TranslationMessages;
