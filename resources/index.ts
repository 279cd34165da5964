import type { ResourceConfig } from './views/resourceConfig';
import accounts from './accounts';
import aiConfigurations from './aiConfigurations';
import branches from './branches';
import documentGroupCategories from './documentGroupCategories';
import documentGroups from './documentGroups';
import documentLabels from './documentLabels';
import emailContacts from './emailContacts';
import functionalities from './functionalities';
import keywordGroups from './keywordGroups';
import keywords from './keywords';
import linkCategories from './linkCategories';
import linkedUsers from './linkedUsers';
import links from './links';
import offers from './offers';
import originTypes from './originTypes';
import paymentTypes from './paymentTypes';
import promptCategories from './promptCategories';
import ruleGroups from './ruleGroups';
import sourceLabels from './sourceLabels';
import suppliers from './suppliers';

/**
 * Every react-admin resource, once: an entity is its folder (model, views, messages) and one line here.
 * App.tsx renders a <Resource> for each; its model must also be in models.ts (models.test.ts checks it).
 */
export const resourceConfigs: ResourceConfig[] = [
  keywords,
  keywordGroups,
  documentGroups,
  documentGroupCategories,
  originTypes,
  paymentTypes,
  suppliers,
  sourceLabels,
  documentLabels,
  linkCategories,
  links,
  emailContacts,
  promptCategories,
  aiConfigurations,
  linkedUsers,
  ruleGroups,
  branches,
  accounts,
  offers,
  functionalities,
];
