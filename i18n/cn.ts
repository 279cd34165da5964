import type { TranslationMessages } from 'react-admin';
import { appCn } from './app/cn';
import { raCn } from './ra/cn';
import { resourcesCn } from './resources/cn';

// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const cn: TranslationMessages = /* @__PURE__ */ Object.assign({}, raCn, appCn, { resources: resourcesCn });
