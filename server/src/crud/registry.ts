import type { CrudDefinition } from './registerCrud';
import { keywordsCrud } from './resources/keywords';
import { documentGroupCategoriesCrud, documentGroupsCrud } from './resources/documentGroups';
import { simpleCruds } from './resources/simple';
import { linksCruds } from './areas.links';
import { organisationCruds } from './areas.organisation';
import { sourcesCruds } from './areas.sources';

/** Every schema-driven resource of the API, in one list. The generic API test walks it. */
export const crudRegistry: CrudDefinition[] = [
  keywordsCrud,
  documentGroupsCrud,
  documentGroupCategoriesCrud,
  ...simpleCruds,
  ...sourcesCruds,
  ...linksCruds,
  ...organisationCruds,
];
