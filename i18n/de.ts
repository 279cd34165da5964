import type { TranslationMessages } from 'react-admin';
import { appDe } from './app/de';
import { errorTexts } from './errors';
import { mergeMessages } from './mergeMessages';
import { raDe } from './ra/de';
import { resourcesDe } from './resources/de';

// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const de: TranslationMessages = /* @__PURE__ */ mergeMessages(
  Object.assign({}, raDe, appDe, { resources: resourcesDe }),
  errorTexts.de,
) as TranslationMessages;
