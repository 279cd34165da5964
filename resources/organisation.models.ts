import type { ResourceModel } from './defineResource';
import { accountModel } from './accounts/model';
import { branchModel } from './branches/model';
import { functionalityModel } from './functionalities/model';
import { linkedUserModel } from './linkedUsers/model';
import { offerModel } from './offers/model';
import { ruleGroupModel } from './ruleGroups/model';

/** Models of the organisation area (isomorphic). */
export const organisationModels: ResourceModel[] = [
  linkedUserModel,
  ruleGroupModel,
  branchModel,
  accountModel,
  offerModel,
  functionalityModel,
];
