import { resourceModels } from '../domain/models';
import type { ResourceConfig } from './views/resourceConfig';

/** Each entity folder's react-admin resource (its `index.tsx`), found by folder. */
const folders = import.meta.glob<{ default?: ResourceConfig }>('./*/index.tsx', { eager: true });
const byModel = new Map(
  Object.values(folders).flatMap((m) => (m.default?.model ? [[m.default.model, m.default] as const] : [])),
);

/**
 * Every react-admin resource, once, in the order of models.ts: an entity is its folder (model, views, messages)
 * and its model's line in models.ts, which the server reads too. App.tsx renders a <Resource> for each.
 */
export const resourceConfigs: ResourceConfig[] = resourceModels.map((model) => {
  const config = byModel.get(model);
  if (!config) throw new Error(`No folder of src/resources/ declares the react-admin resource of ${model.name}`);
  return config;
});

/** Folders declaring a resource whose model is not listed in models.ts (models.test.ts wants none). */
export const unlistedResources = [...byModel.keys()].filter((m) => !resourceModels.includes(m)).map((m) => m.name);
