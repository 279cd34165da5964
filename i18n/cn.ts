import type { TranslationMessages } from 'react-admin';
import { appCn } from './app/cn';
import { errorTexts } from './errors';
import { mergeMessages } from './mergeMessages';
import { raCn } from './ra/cn';
import { resourcesCn } from './resources/cn';

// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const cn: TranslationMessages = /* @__PURE__ */ mergeMessages(
  Object.assign({}, raCn, appCn, { resources: resourcesCn }),
  errorTexts.cn,
) as TranslationMessages;
