import { and, eq, getTableName, max } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, crudPermission, isSuperAdmin, type CrudAction } from '../../../src/domain/access';
import { idParams, isUuid } from '../../../src/domain/ids';
import { recordAnswerOf, type ResourceModel } from '../../../src/domain/defineResource';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../errors';
import { actorOf, recordAudit } from '../audit/record';
import { reorderBody, reorderRows } from './reorder';
import { optionalBody, anyObjectBody, successAnswer } from '../plugins/routeSchemas';
import { companyColumn, type CrudTable } from './crudTable';
import { checkReferences, type TableLookup } from './references';
import { refuseInUse, type InUseReason } from './entities/inUse';
import { answerPage, COUNT, countOf, orderFor, parseListRequest } from './listQuery';
import { tableFilter, tableSortColumns } from './tableList';

type Row = Record<string, unknown>;
export type { CrudTable } from './crudTable';

export interface CrudContext {
  req: FastifyRequest;
  companyId: string;
  db: Db;
}

export interface CrudHooks {
  /** Checks and derived values before a row is written; throws AppError for a rule broken. */
  prepare?(ctx: CrudContext, data: Row, existing?: Row): Promise<Row> | Row;
  /** Why this row cannot be deleted (answered as 409): a sentence, or one with its i18n key and figures; or undefined. */
  inUse?(ctx: CrudContext, id: string): Promise<string | InUseReason | undefined>;
  /**
   * Inside the delete transaction, before the row goes (e.g. move children to `newCategoryUUID`).
   * `chosen`: the caller said where the rows go (a category, or `none` to leave them uncategorised).
   */
  onDelete?(ctx: CrudContext & { tx: Tx }, id: string, replacement: string | null, chosen: boolean): Promise<void>;
  /** Inside the transaction of a create (`before` null) or an update, once the row is written (e.g. the bank-detail guard). */
  afterWrite?(ctx: CrudContext & { tx: Tx }, before: Row | null, after: Row): Promise<void>;
  /** Shapes a row for the API answer. */
  toResponse?(row: Row): Row;
  /** Adds what the answer shows from other tables (e.g. a group's keywords' names), for a page of rows at once. */
  expand?(ctx: CrudContext, rows: Row[]): Promise<Row[]>;
}

export type { InUseReason } from './entities/inUse';

export interface CrudDefinition {
  model: ResourceModel;
  table: CrudTable;
  hooks?: CrudHooks;
  /** The resource's own calls beyond CRUD (registered before the generic ones). */
  routes?: (api: FastifyInstance) => void;
  /** Rows of the platform, not of a company (a catalogue the super administrator keeps): no company column. */
  platform?: boolean;
  /** The columns a list's `q` searches (default: name, description and e-mail, those the table has). */
  searched?: string[];
  /** What a refusal calls one row ("Rule group not found"); default: the model's name. */
  noun?: string;
}

/** `newCategoryUUID`: where the rows of a deleted category go (checked against the company's rows). */
const deleteQuery = z.object({ newCategoryUUID: z.string().optional() });
const defaultResponse = ({ companyId: _c, createdAt: _t, ...rest }: Row) => rest;

/** Registers the spec's list/create/update/reorder/delete calls of one resource, scoped to the company. */
export function registerCrud(
  api: FastifyInstance,
  { model, table, hooks = {}, routes, platform, searched, noun = model.name }: CrudDefinition,
  lookup: TableLookup,
) {
  routes?.(api);
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const { endpoint, subject } = model;
  const scopeId = (req: FastifyRequest) => (model.scope === 'company' ? req.scope.companyId : req.scope.accountId);
  const ctx = (req: FastifyRequest): CrudContext => ({ req, companyId: scopeId(req), db: api.db });
  // the rows of the caller's company (the account or the branch, as the model says); a platform table's are everyone's
  const owner = platform ? undefined : companyColumn(table);
  const ownedBy = (req: FastifyRequest) => (owner ? eq(owner, scopeId(req)) : undefined);
  const ownerValues = (req: FastifyRequest): Row => (owner ? { companyId: scopeId(req) } : {});
  // a model for the super administrator only (accounts, offers, functionalities) is theirs whatever its subject
  const access = (action: CrudAction) =>
    model.superAdminOnly ? (p: FastifyRequest['principal']) => isSuperAdmin(p) : crudPermission(action, subject);
  const respond = (row: Row) => (hooks.toResponse ?? defaultResponse)(row);
  const expandAll = (req: FastifyRequest, rows: Row[]) =>
    hooks.expand ? hooks.expand(ctx(req), rows) : Promise.resolve(rows);
  // a stored row of the model: its uuid is there (the declared answer, recordAnswerOf, holds it in the tests)
  const answer = async (req: FastifyRequest, row: Row) =>
    (await expandAll(req, [respond(row)]))[0] as Row & { uuid: string };
  const mine = (req: FastifyRequest, id: string) => and(eq(table.uuid, id), ownedBy(req));
  // every write is in the audit trail, in the transaction of the change (audit/record.ts)
  const entity = getTableName(table as PgTable);
  const audit = (tx: Tx, req: FastifyRequest, action: string, before: Row | null, after: Row | null) =>
    recordAudit(tx, actorOf(req), { entity, entityId: String((after ?? before)?.uuid), action, before, after });

  async function load(req: FastifyRequest, id: string): Promise<Row> {
    if (!isUuid(id)) throw notFound(noun);
    const [row] = await api.db
      .select()
      .from(table as PgTable)
      .where(mine(req, id));
    if (!row) throw notFound(noun);
    return row as Row;
  }

  const view = access('VIEW');
  const listAccess =
    model.readableWithDocuments && typeof view === 'string'
      ? (p: FastifyRequest['principal']) => can(p, view) || can(p, 'VIEW_DOCUMENTS')
      : view;
  const sortColumns = tableSortColumns(table);
  const rangeUnit = endpoint.slice(1).replace(/\//g, '-');
  const defaultSort = { field: table.index ? 'index' : table.name ? 'name' : 'id', order: 'ASC' as const };
  const record = recordAnswerOf(model);
  api.get(
    endpoint,
    { config: { access: listAccess }, schema: { response: { 200: z.array(record) } } },
    async (req, reply) => {
      const list = parseListRequest(req.query);
      const where = and(ownedBy(req), tableFilter(table, list.filter, searched));
      const rows = api.db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderFor(list, sortColumns, defaultSort, table.uuid))
        .limit(list.limit)
        .offset(list.offset);
      return answerPage(
        reply,
        rangeUnit,
        list,
        rows.then((r) => expandAll(req, (r as Row[]).map(respond))),
        () =>
          countOf(
            api.db
              .select({ n: COUNT })
              .from(table as PgTable)
              .where(where),
          ),
      );
    },
  );

  /** One record (react-admin's getOne). */
  api.get<{ Params: { id: string } }>(
    `${endpoint}/:id`,
    { config: { access: listAccess }, schema: { params: idParams, response: { 200: record } } },
    async (req) => answer(req, await load(req, req.params.id)),
  );

  const create = {
    config: { access: access('CREATE') },
    schema: { body: optionalBody(model.schema), response: { 201: record } },
  };
  api.withTypeProvider<ZodTypeProvider>().post(endpoint, create, async (req, reply) => {
    const parsed = req.body as Row;
    await checkReferences(api.db, model, parsed, scopeId(req), lookup);
    const data = hooks.prepare ? await hooks.prepare(ctx(req), parsed) : parsed;
    const row = await api.db.transaction(async (tx) => {
      const values: Row = { ...data, ...ownerValues(req) };
      if (table.index) {
        const [{ top }] = await tx
          .select({ top: max(table.index) })
          .from(table as PgTable)
          .where(ownedBy(req));
        values.index = Number(top ?? -1) + 1;
      }
      const [created] = await tx
        .insert(table)
        .values(values as any)
        .returning();
      await audit(tx, req, 'CREATE', null, created as Row);
      await hooks.afterWrite?.({ ...ctx(req), tx }, null, created as Row);
      return created as Row;
    });
    return reply.status(201).send(await answer(req, row));
  });

  if (model.orderable) {
    const reorder = { config: { access: access('UPDATE') }, schema: { body: reorderBody, response: successAnswer } };
    typed.put(`${endpoint}/reorder`, reorder, async (req) =>
      reorderRows(api.db, { table: table as PgTable, id: table.uuid }, req.body, noun, ownedBy(req)),
    );
  }

  const update = {
    config: { access: access('UPDATE') },
    schema: { params: idParams, body: anyObjectBody, response: { 200: record } },
  };
  typed.put(`${endpoint}/:id`, update, async (req) => {
    const { id } = req.params;
    const existing = await load(req, id);
    const body: Row = req.body;
    // Omitted fields keep their value: the payload is validated merged onto the stored row.
    const parsed = model.schema.parse({ ...respond(existing), ...body }) as Row;
    await checkReferences(api.db, model, parsed, scopeId(req), lookup);
    const data = hooks.prepare ? await hooks.prepare(ctx(req), parsed, existing) : parsed;
    const { uuid: _u, index: _i, ...values } = data;
    const row = await api.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(table)
        .set(values as any)
        .where(mine(req, id))
        .returning();
      await audit(tx, req, 'UPDATE', existing, updated as Row);
      await hooks.afterWrite?.({ ...ctx(req), tx }, existing, updated as Row);
      return updated as Row;
    });
    return answer(req, row);
  });

  if (model.deletable) {
    const remove = {
      config: { access: access('DELETE') },
      schema: { params: idParams, querystring: deleteQuery, response: successAnswer },
    };
    typed.delete(`${endpoint}/:id`, remove, async (req) => {
      const { id } = req.params;
      const existing = await load(req, id);
      const wanted = req.query.newCategoryUUID;
      const replacement = model.reassignOnDelete ? await replacementFor(req, id, wanted) : null;
      const chosen = Boolean(wanted);
      refuseInUse(await hooks.inUse?.(ctx(req), id));
      await api.db.transaction(async (tx) => {
        await hooks.onDelete?.({ ...ctx(req), tx }, id, replacement, chosen);
        await tx.delete(table).where(mine(req, id));
        await audit(tx, req, 'DELETE', existing, null);
      });
      return { success: true as const };
    });
  }

  /** `newCategoryUUID`: another row of the same company, or none (absent, or `none`). */
  async function replacementFor(req: FastifyRequest, id: string, wanted: string | undefined): Promise<string | null> {
    if (!wanted || wanted === 'none') return null;
    if (wanted === id)
      throw new AppError('VALIDATION', 'The new category must differ from the deleted one', {
        fields: { newCategoryUUID: 'error.samecategory' },
      });
    await load(req, wanted);
    return wanted;
  }
}
