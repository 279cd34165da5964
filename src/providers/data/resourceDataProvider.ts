import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { API_URL, httpClient, totalIsLowerBound, totalOf } from './http';

type Row = Record<string, unknown> & { uuid?: string };
/** The API names records `uuid`; react-admin wants `id`. A record without one keeps its own key. */
const toRecord =
  (key: string) =>
  (r: Row): RaRecord => ({ ...r, id: (r[key] ?? r.uuid ?? r.id) as Identifier });
const toPayload = (r: Partial<RaRecord>) => {
  const { id: _id, ...rest } = r;
  return rest;
};

/**
 * Lists of the spec that are not configuration resources: react-admin resource name -> API path, built
 * from the list's filter (which keeps its other keys), and the field that identifies a row.
 */
const LISTS: Record<string, { path: (f: Record<string, unknown>) => string; key?: string; pathKeys?: string[] }> = {
  /**
   * filter.kind: saved, validated, duplicated, uncategorized; anything else is the main list. A document's
   * `id` is its invoice number (spec §3) and stays so; the views key documents by `uuid`.
   */
  documents: {
    path: (f) =>
      ['saved', 'validated', 'duplicated', 'uncategorized'].includes(String(f.kind))
        ? `documents/${f.kind}`
        : 'documents',
    key: 'id',
    pathKeys: ['kind'],
  },
  invoicestopay: { path: () => 'invoicestopay', key: 'invoiceuuid' },
  payments: { path: () => 'payments' },
  emails: { path: () => 'emails' },
  /** The user's invoices to approve. */
  approvals: { path: () => 'approvals' },
  /** The audit trail (administrators); entries are keyed by `id`. */
  audit: { path: () => 'audit', key: 'id' },
  /** The deleted documents kept for the retention period (administrators); keyed by the document's uuid. */
  deleteddocuments: { path: () => 'deleteddocuments' },
  recognition: { path: () => 'documents/recognition' },
  /** Balances of a branch's suppliers (filter.branch). */
  soldes: { path: (f) => `soldes/summary/${f.branch}/all`, key: 'supplieruuid', pathKeys: ['branch'] },
  /** One supplier's statement (filter.branch, filter.supplier). */
  statement: { path: (f) => `soldes/${f.branch}/${f.supplier}`, pathKeys: ['branch', 'supplier'] },
};

/** The resource models (zod schemas) load with the first call, not with the first screen. */
const models = () => import('../../domain/models');

async function endpoint(resource: string): Promise<string> {
  const model = (await models()).modelByName(resource);
  if (!model) throw new Error(`Unknown resource ${resource}`);
  return model.endpoint.slice(1);
}

async function listTarget(resource: string, params: GetListParams) {
  const list = LISTS[resource];
  if (!list) return { path: await endpoint(resource), key: 'uuid', params };
  const filter = { ...params.filter };
  for (const k of list.pathKeys ?? []) delete filter[k];
  return { path: list.path(params.filter ?? {}), key: list.key ?? 'uuid', params: { ...params, filter } };
}

export type ResourceDataProvider = DataProvider & { reorder(resource: string, ids: Identifier[]): Promise<void> };

/**
 * react-admin's calls on ra-data-simple-rest: the server pages, sorts and filters (range, sort, filter).
 * The document search (filter.kind "search") sends its criteria (filter.criteria) in a POST body.
 */
export const createResourceDataProvider = (http: typeof httpClient = httpClient): ResourceDataProvider => {
  const rest = simpleRestProvider(API_URL, http);
  return {
    getList: async (resource, params) => {
      if (resource === 'documents' && params.filter?.kind === 'search') return searchDocuments(http, params) as any;
      if (resource === 'statement') return statementPage(http, params) as any;
      const target = await listTarget(resource, params);
      // a total given as a lower bound ("10000+", parsed as 10000) says so in the answer's meta
      let atLeast = false;
      const res = await simpleRestProvider(API_URL, async (url, options) => {
        const answer = await http(url, options);
        atLeast = totalIsLowerBound(answer.headers);
        return answer;
      }).getList(target.path, target.params);
      return {
        ...res,
        data: res.data.map(toRecord(target.key)) as any,
        ...(atLeast ? { meta: { totalAtLeast: true } } : {}),
      };
    },
    getOne: async (resource, params) => ({
      data: toRecord('uuid')((await rest.getOne(await endpoint(resource), params)).data) as any,
    }),
    getMany: async (resource, params) => ({
      data: (await rest.getMany(await endpoint(resource), params)).data.map(toRecord('uuid')) as any,
    }),
    getManyReference: async (resource, params) => {
      const res = await rest.getManyReference(await endpoint(resource), params);
      return { ...res, data: res.data.map(toRecord('uuid')) as any };
    },
    create: async (resource, params) => {
      const { data } = await rest.create(await endpoint(resource), { ...params, data: toPayload(params.data) });
      return { data: toRecord('uuid')(data) as any };
    },
    update: async (resource, params) => {
      const { data } = await rest.update(await endpoint(resource), { ...params, data: toPayload(params.data) });
      return { data: toRecord('uuid')({ ...data, uuid: data?.uuid ?? String(params.id) }) as any };
    },
    updateMany: async (resource, params) => {
      await rest.updateMany(await endpoint(resource), { ...params, data: toPayload(params.data) });
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await rest.delete(await endpoint(resource), params);
      return { data: (params.previousData ?? { id: params.id }) as any };
    },
    deleteMany: async (resource, params) => {
      await rest.deleteMany(await endpoint(resource), params);
      return { data: params.ids };
    },
    reorder: async (resource, ids) => {
      await http(`${API_URL}/${await endpoint(resource)}/reorder`, { method: 'PUT', body: JSON.stringify(ids) });
    },
  };
};

async function searchDocuments(
  http: typeof httpClient,
  params: GetListParams,
): Promise<{ data: RaRecord[]; total: number }> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const { field, order } = params.sort ?? { field: 'date', order: 'DESC' };
  const { kind: _k, criteria, ...filter } = params.filter ?? {};
  const query = new URLSearchParams({
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    sort: JSON.stringify([field, order]),
    filter: JSON.stringify(filter),
  });
  const { json, headers } = await http(`${API_URL}/documents/search?${query}`, {
    method: 'POST',
    body: JSON.stringify(criteria ?? {}),
    signal: params.signal,
  });
  return { data: ((json ?? []) as Row[]).map(toRecord('id')), total: totalOf(headers) ?? 0 };
}

/**
 * The x-next-cursor each statement page answered, by the statement (branch, supplier, page size) and the
 * line the next page starts at: the next page is asked with it (keyset, as cheap as the first page);
 * a page no cursor leads to (a jump, a reload) is asked by range. A few statements are kept, the latest.
 */
const statementCursors = new Map<string, Map<number, string>>();
const KEPT_STATEMENTS = 20;

async function statementPage(
  http: typeof httpClient,
  params: GetListParams,
): Promise<{ data: RaRecord[]; total: number }> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const { branch, supplier } = params.filter ?? {};
  const statement = `${branch}|${supplier}|${perPage}`;
  const start = (page - 1) * perPage;
  const cursors = statementCursors.get(statement) ?? new Map<number, string>();
  statementCursors.delete(statement);
  statementCursors.set(statement, cursors);
  if (statementCursors.size > KEPT_STATEMENTS) statementCursors.delete(statementCursors.keys().next().value!);
  const query = new URLSearchParams({ range: JSON.stringify([start, start + perPage - 1]) });
  const cursor = cursors.get(start);
  if (cursor) query.set('cursor', cursor);
  const path = `${API_URL}/soldes/${encodeURIComponent(String(branch))}/${encodeURIComponent(String(supplier))}`;
  const { json, headers } = await http(`${path}?${query}`, { signal: params.signal });
  const next = headers.get('x-next-cursor');
  if (next) cursors.set(start + perPage, next);
  return { data: ((json ?? []) as Row[]).map(toRecord('uuid')), total: totalOf(headers) ?? 0 };
}

export const resourceDataProvider = createResourceDataProvider();
