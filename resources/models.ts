import type { ResourceModel } from './defineResource';
import { documentGroupCategoryModel } from './documentGroupCategories/documentGroupCategory.model';
import { documentGroupModel } from './documentGroups/documentGroup.model';
import { keywordGroupModel } from './keywordGroups/keywordGroup.model';
import { keywordModel } from './keywords/keyword.model';
import { originTypeModel } from './originTypes/originType.model';
import { paymentTypeModel } from './paymentTypes/paymentType.model';
import { areaModels } from './areaModels';

/** Every schema-driven resource model (isomorphic: the server, the data provider and the views use it). */
export const resourceModels: ResourceModel[] = [
  keywordModel,
  keywordGroupModel,
  documentGroupModel,
  documentGroupCategoryModel,
  originTypeModel,
  paymentTypeModel,
  ...areaModels,
];

export const modelByName = (name: string) => resourceModels.find((m) => m.name === name);
