import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  documentGroupModel,
  documentGroupUsageAnswer,
} from '../../../../src/domain/documentGroups/documentGroup.model';
import { documentGroupCategoryModel } from '../../../../src/domain/documentGroupCategories/documentGroupCategory.model';
import { idParams } from '../../../../src/domain/ids';
import {
  documentGroupCategories,
  documentGroups,
  documents,
  keywords,
  originTypes,
  suppliers,
} from '../../../db/schema';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../errors';
import type { CrudDefinition } from '../registerCrud';
import { ownedIds } from '../references';
import { removeGroupFromSuppliers } from './suppliers.crud';

type GroupKeyword = { uuid?: string; keyworduuid: string; index?: number };

/** What uses a document group: shown before a delete (GET /documentgroups/{id}/used). */
const documentGroupUsageCounters: Array<
  (db: Db, companyId: string, id: string) => Promise<{ what: string; count: number; names?: string[] }>
> = [
  async (db, companyId, id) => {
    const [r] = await db
      .select({ n: sql<number>`count(*)` })
      .from(documents)
      .where(and(eq(documents.accountId, companyId), eq(documents.documentgroupuuid, id)));
    return { what: 'documents', count: Number(r.n) };
  },
  async (db, companyId, id) => {
    const rows = await db
      .select({ name: originTypes.name })
      .from(originTypes)
      .where(and(eq(originTypes.companyId, companyId), sql`${id}::uuid = any(${originTypes.documentgroups})`));
    return { what: 'origintypes', count: rows.length, names: rows.map((r) => r.name) };
  },
  async (db, companyId, id) => {
    const rows = await db
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(and(eq(suppliers.companyId, companyId), eq(suppliers.defaultdocumentgroupuuid, id)));
    return { what: 'documentsources', count: rows.length, names: rows.map((r) => r.name) };
  },
];

/** Usage kinds that forbid a delete (documents filed in the group); the others are cleaned up. */
const blockingUsage = new Set<string>(['documents']);

export const documentGroupsCrud: CrudDefinition = {
  model: documentGroupModel,
  table: documentGroups,
  hooks: {
    async prepare({ db, companyId }, data) {
      const list = (data.keywords as GroupKeyword[]) ?? [];
      const ids = list.map((k) => k.keyworduuid);
      if (new Set(ids).size !== ids.length)
        throw new AppError('VALIDATION', 'A keyword appears twice in the group', {
          fields: { keywords: 'error.duplicatekeyword' },
        });
      const owned = await ownedIds(db, keywords, companyId, ids);
      if (ids.some((id) => !owned.has(id)))
        throw new AppError('NOT_FOUND', 'Unknown keyword in the group', { fields: { keywords: 'error.reference' } });
      return {
        ...data,
        keywords: list.map((k, index) => ({ uuid: k.uuid ?? randomUUID(), keyworduuid: k.keyworduuid, index })),
      };
    },
    /** Each keyword of a group carries its name and description (spec: keywords uuid, name, description, keyworduuid, index). */
    async expand({ db, companyId }, rows) {
      const ids = [...new Set(rows.flatMap((r) => ((r.keywords as GroupKeyword[]) ?? []).map((k) => k.keyworduuid)))];
      if (!ids.length) return rows;
      const found = await db
        .select({ id: keywords.uuid, name: keywords.name, description: keywords.description })
        .from(keywords)
        .where(and(eq(keywords.companyId, companyId), inArray(keywords.uuid, ids)));
      const byId = new Map(found.map((k) => [k.id, k]));
      return rows.map((r) => ({
        ...r,
        keywords: ((r.keywords as GroupKeyword[]) ?? []).map((k) => ({
          ...k,
          name: byId.get(k.keyworduuid)?.name ?? '',
          description: byId.get(k.keyworduuid)?.description ?? '',
        })),
      }));
    },
    async inUse({ db, companyId }, id) {
      for (const count of documentGroupUsageCounters) {
        const u = await count(db, companyId, id);
        if (u.count && blockingUsage.has(u.what)) {
          return {
            message: `This document group holds ${u.count} ${u.what} and cannot be deleted`,
            key: 'error.inuse.documentgroup_documents',
            params: { smart_count: u.count },
          };
        }
      }
      return undefined;
    },
    async onDelete({ tx, companyId }, id) {
      // Origin types and suppliers simply stop pointing at it (suppliers by their foreign key).
      await tx
        .update(originTypes)
        .set({ documentgroups: sql`array_remove(${originTypes.documentgroups}, ${id}::uuid)` })
        .where(eq(originTypes.companyId, companyId));
      await removeGroupFromSuppliers(tx, companyId, id);
    },
  },
};

function usedRoute(api: FastifyInstance) {
  const used = {
    config: { access: 'VIEW_DOCUMENT_GROUPS' },
    schema: { params: idParams, response: { 200: documentGroupUsageAnswer } },
  } as const;
  api.withTypeProvider<ZodTypeProvider>().get('/documentgroups/:id/used', used, async (req) => {
    const { id } = req.params;
    const companyId = req.scope.accountId;
    if (!(await ownedIds(api.db, documentGroups, companyId, [id])).size) throw notFound('Document group');
    const usages = await Promise.all(documentGroupUsageCounters.map((c) => c(api.db, companyId, id)));
    return {
      used: usages.some((u) => u.count > 0),
      blocking: usages.some((u) => u.count > 0 && blockingUsage.has(u.what)),
      usages,
    };
  });
}
documentGroupsCrud.routes = usedRoute;

export const documentGroupCategoriesCrud: CrudDefinition = {
  model: documentGroupCategoryModel,
  table: documentGroupCategories,
};
