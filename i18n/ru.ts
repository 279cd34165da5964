import type { TranslationMessages } from 'react-admin';
import { appRu } from './app/ru';
import { raRu } from './ra/ru';
import { resourcesRu } from './resources/ru';

// A pure call, so bundles that never read it leave it out (spreads count as side effects).
export const ru: TranslationMessages = /* @__PURE__ */ Object.assign({}, raRu, appRu, { resources: resourcesRu });
