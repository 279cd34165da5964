import type { ResourceConfig } from './views/resourceConfig';
import accounts from './accounts';
import branches from './branches';
import functionalities from './functionalities';
import linkedUsers from './linkedUsers';
import offers from './offers';
import ruleGroups from './ruleGroups';

/** react-admin resource configs of the organisation area. */
export const organisationResources: ResourceConfig[] = [
  linkedUsers,
  ruleGroups,
  branches,
  accounts,
  offers,
  functionalities,
];
