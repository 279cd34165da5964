import type { ResourceModel } from './defineResource';
import { documentGroupCategoryModel } from './documentGroupCategories/model';
import { documentGroupModel } from './documentGroups/model';
import { keywordGroupModel } from './keywordGroups/model';
import { keywordModel } from './keywords/model';
import { originTypeModel } from './originTypes/model';
import { paymentTypeModel } from './paymentTypes/model';
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
