import { keywordGroupModel } from '../../../resources/keywordGroups/keywordGroup.model';
import { originTypeModel } from '../../../resources/originTypes/originType.model';
import { paymentTypeModel } from '../../../resources/paymentTypes/paymentType.model';
import { keywordGroups, originTypes, paymentTypes } from '../../db/schema';
import type { CrudDefinition } from './registerCrud';
import { aiConfigurationsCrud } from './entities/aiConfigurations.crud';
import { documentGroupCategoriesCrud, documentGroupsCrud } from './entities/documentGroups.crud';
import { emailContactsCrud } from './entities/emailContacts.crud';
import { keywordsCrud } from './entities/keywords.crud';
import { documentLabelsCrud, sourceLabelsCrud } from './entities/labels.crud';
import { linkCategoriesCrud, linksCrud } from './entities/links.crud';
import { promptCategoriesCrud } from './entities/promptCategories.crud';
import { suppliersCrud } from './entities/suppliers.crud';

/**
 * Every schema-driven resource of the API, once: a configuration entity is one line here (its model and table,
 * plus hooks in `entities/<name>.crud.ts` when it has rules beyond its model). The generic API test walks it.
 * Users, rule groups, branches, accounts, offers and functionalities do not fit the generic table shape; their
 * routes are written by hand (modules/organisation).
 */
export const crudRegistry: CrudDefinition[] = [
  keywordsCrud,
  documentGroupsCrud,
  documentGroupCategoriesCrud,
  { model: keywordGroupModel, table: keywordGroups },
  { model: originTypeModel, table: originTypes },
  { model: paymentTypeModel, table: paymentTypes },
  sourceLabelsCrud,
  documentLabelsCrud,
  suppliersCrud,
  linkCategoriesCrud,
  linksCrud,
  emailContactsCrud,
  promptCategoriesCrud,
  aiConfigurationsCrud,
];
