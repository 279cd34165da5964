import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceModel } from '../../../src/domain/defineResource';
import { resourceModels } from '../../../src/domain/models';
import * as schema from '../../db/schema';
import type { CrudTable } from './crudTable';
import type { CrudDefinition } from './registerCrud';
import { aiConfigurationsCrud } from './entities/aiConfigurations.crud';
import { bankAccountsCrud } from './entities/bankAccounts.crud';
import { documentGroupCategoriesCrud, documentGroupsCrud } from './entities/documentGroups.crud';
import { emailContactsCrud } from './entities/emailContacts.crud';
import { keywordsCrud } from './entities/keywords.crud';
import { documentLabelsCrud, sourceLabelsCrud } from './entities/labels.crud';
import { linkCategoriesCrud, linksCrud } from './entities/links.crud';
import { paymentTypesCrud } from './entities/paymentTypes.crud';
import { promptCategoriesCrud } from './entities/promptCategories.crud';
import { suppliersCrud } from './entities/suppliers.crud';
import { mailboxesCrud } from './entities/mailboxes.crud';
import { apiKeysCrud } from './entities/apiKeys.crud';
import { webhooksCrud } from './entities/webhooks.crud';

/** The entities with rules beyond their model (a uniqueness check, a refusal to delete what is in use...). */
const WITH_HOOKS: CrudDefinition[] = [
  keywordsCrud,
  documentGroupsCrud,
  documentGroupCategoriesCrud,
  sourceLabelsCrud,
  documentLabelsCrud,
  suppliersCrud,
  linkCategoriesCrud,
  linksCrud,
  emailContactsCrud,
  promptCategoriesCrud,
  aiConfigurationsCrud,
  paymentTypesCrud,
  mailboxesCrud,
  apiKeysCrud,
  webhooksCrud,
  bankAccountsCrud,
];

/** The schema's table of that SQL name. */
export function tableNamed(name: string): CrudTable {
  const table = Object.values(schema).find((t) => is(t, PgTable) && getTableName(t) === name);
  if (!table) throw new Error(`No table '${name}' in server/db/schema`);
  return table as CrudTable;
}

const definitionOf = (model: ResourceModel): CrudDefinition =>
  WITH_HOOKS.find((d) => d.model === model) ?? { model, table: tableNamed(model.table!) };

/**
 * Every schema-driven resource of the API, once: each model of src/domain/models.ts that names its `table`, served
 * from that table with its model's schema and access rules, plus its hooks when it is one of WITH_HOOKS. A
 * configuration entity is therefore its folder and its line in src/domain/models.ts. The generic API test walks it.
 * Rule groups are served by registerCrud too, from modules/organisation (their hooks use the organisation's grant
 * rules). Users, branches, accounts, offers and functionalities do not fit the generic table shape (a user reaches
 * across the account's companies, a branch is a company with its administrator, the catalogue has no company):
 * thin routes over use-cases in modules/organisation and modules/subscriptions.
 */
export const crudRegistry: CrudDefinition[] = resourceModels.filter((m) => m.table).map(definitionOf);
