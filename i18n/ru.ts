import type { TranslationMessages } from 'react-admin';
import { appRu } from './app/ru';
import { errorTexts } from './errors';
import { mergeMessages } from './mergeMessages';
import { raRu } from './ra/ru';
import { resourcesRu } from './resources/ru';

// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const ru: TranslationMessages = /* @__PURE__ */ mergeMessages(
  Object.assign({}, raRu, appRu, { resources: resourcesRu }),
  errorTexts.ru,
) as TranslationMessages;
