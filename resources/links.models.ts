import type { ResourceModel } from './defineResource';
import { aiConfigurationModel } from './aiConfigurations/aiConfiguration.model';
import { emailContactModel } from './emailContacts/emailContact.model';
import { linkCategoryModel } from './linkCategories/linkCategory.model';
import { linkModel } from './links/link.model';
import { promptCategoryModel } from './promptCategories/promptCategory.model';

/** Models of the links area (isomorphic). */
export const linksModels: ResourceModel[] = [
  linkCategoryModel,
  linkModel,
  emailContactModel,
  promptCategoryModel,
  aiConfigurationModel,
];
