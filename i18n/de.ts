import type { TranslationMessages } from 'react-admin';
import { appDe } from './app/de';
import { raDe } from './ra/de';
import { resourcesDe } from './resources/de';

// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const de: TranslationMessages = /* @__PURE__ */ Object.assign({}, raDe, appDe, { resources: resourcesDe });
