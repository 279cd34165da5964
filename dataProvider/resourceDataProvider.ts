import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { modelByName } from '../resources/models';
import { apiFetch } from './http';
import { queryList } from './listQuery';

type Row = Record<string, unknown> & { uuid?: string };
const toRecord = (r: Row): RaRecord => ({ ...r, id: (r.uuid ?? r.id) as Identifier });
const toPayload = (r: Partial<RaRecord>) => {
  const { id: _id, ...rest } = r;
  return rest;
};

function endpoint(resource: string): string {
  const model = modelByName(resource);
  if (!model) throw new Error(`Unknown resource ${resource}`);
  return model.endpoint;
}

async function fetchAll(resource: string): Promise<RaRecord[]> {
  const { json } = await apiFetch<Row[]>(endpoint(resource));
  return (json ?? []).map(toRecord);
}

/** react-admin's calls over the API's plain-array lists; sorting, filtering and paging happen here. */
export const resourceDataProvider: DataProvider & { reorder(resource: string, ids: Identifier[]): Promise<void> } = {
  getList: async (resource, params) => queryList(await fetchAll(resource), params) as any,
  getOne: async (resource, { id }) => {
    const found = (await fetchAll(resource)).find((r) => String(r.id) === String(id));
    if (!found) throw new Error('ra.notification.item_doesnt_exist');
    return { data: found as any };
  },
  getMany: async (resource, { ids }) => {
    const wanted = new Set(ids.map(String));
    return { data: (await fetchAll(resource)).filter((r) => wanted.has(String(r.id))) as any };
  },
  getManyReference: async (resource, params) =>
    queryList(await fetchAll(resource), { ...params, filter: { ...params.filter, [params.target]: params.id } }) as any,
  create: async (resource, { data }) => {
    const { json } = await apiFetch<Row>(endpoint(resource), { method: 'POST', body: toPayload(data) });
    return { data: toRecord(json) as any };
  },
  update: async (resource, { id, data }) => {
    const { json } = await apiFetch<Row>(`${endpoint(resource)}/${id}`, { method: 'PUT', body: toPayload(data) });
    return { data: toRecord({ ...json, uuid: json?.uuid ?? String(id) }) as any };
  },
  updateMany: async (resource, { ids, data }) => {
    for (const id of ids) await apiFetch(`${endpoint(resource)}/${id}`, { method: 'PUT', body: toPayload(data) });
    return { data: ids };
  },
  delete: async (resource, { id, previousData }) => {
    await apiFetch(`${endpoint(resource)}/${id}`, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as any };
  },
  deleteMany: async (resource, { ids }) => {
    for (const id of ids) await apiFetch(`${endpoint(resource)}/${id}`, { method: 'DELETE' });
    return { data: ids };
  },
  reorder: async (resource, ids) => {
    await apiFetch(`${endpoint(resource)}/reorder`, { method: 'PUT', body: ids });
  },
};
