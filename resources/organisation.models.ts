import type { ResourceModel } from './defineResource';
import { accountModel } from './accounts/account.model';
import { branchModel } from './branches/branch.model';
import { functionalityModel } from './functionalities/functionality.model';
import { linkedUserModel } from './linkedUsers/linkedUser.model';
import { offerModel } from './offers/offer.model';
import { ruleGroupModel } from './ruleGroups/ruleGroup.model';

/** Models of the organisation area (isomorphic). */
export const organisationModels: ResourceModel[] = [
  linkedUserModel,
  ruleGroupModel,
  branchModel,
  accountModel,
  offerModel,
  functionalityModel,
];
