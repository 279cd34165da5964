import type { ResourceConfig } from './views/resourceConfig';
import documentGroupCategories from './documentGroupCategories';
import documentGroups from './documentGroups';
import keywordGroups from './keywordGroups';
import keywords from './keywords';
import originTypes from './originTypes';
import paymentTypes from './paymentTypes';
import { areaResources } from './areaResources';

/** The registry: every react-admin resource, declared once. App.tsx renders a <Resource> for each. */
export const resourceConfigs: ResourceConfig[] = [
  keywords,
  keywordGroups,
  documentGroups,
  documentGroupCategories,
  originTypes,
  paymentTypes,
  ...areaResources,
];
