import type { ResourceModel } from './defineResource';
import { aiConfigurationModel } from './aiConfigurations/model';
import { emailContactModel } from './emailContacts/model';
import { linkCategoryModel } from './linkCategories/model';
import { linkModel } from './links/model';
import { promptCategoryModel } from './promptCategories/model';

/** Models of the links area (isomorphic). */
export const linksModels: ResourceModel[] = [
  linkCategoryModel,
  linkModel,
  emailContactModel,
  promptCategoryModel,
  aiConfigurationModel,
];
