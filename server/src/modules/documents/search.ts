import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../../../resources/access';
import { searchCriteriaSchema, type SearchCriteria } from '../../../../resources/documents/model';
import { isAmount, toCents, fromCents } from '../../../../resources/money';
import { documents, keywords, suppliers } from '../../../db/schema';
import { AppError, forbidden } from '../../errors';
import { documentFilter } from './access';
import { listDocuments } from './present';
import { assertBranchAllowed } from './update';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const OPS = { EQUAL: '=', NOT_EQUAL: '<>', GREATER_THAN: '>', GREATER_OR_EQUAL: '>=', LESS_THAN: '<', LESS_OR_EQUAL: '<=' } as const;

/** One keyword condition, compared by the keyword's value type: exact numerics, dates, text, booleans. */
function keywordCondition(valuetype: string, keywordId: string, operator: SearchCriteria['variableDatas'][number]['operator'], raw: string): SQL {
  const v = sql`(e->>'value')`;
  let cmp: SQL;
  if (operator === 'CONTAINS') cmp = sql`${v} ilike ${like(raw)}`;
  else if (valuetype === 'NUMBER') {
    const text = raw.replace(/\s/g, '').replace(',', '.');
    if (!isAmount(text)) throw new AppError('VALIDATION', `"${raw}" is not a number`, { fields: { variableDatas: 'error.number' } });
    const exact = /^[+-]?\d+(\.\d+)?$/.test(text) ? text : fromCents(toCents(text));
    cmp = sql`(case when ${v} ~ '^[+-]?[0-9]+([.][0-9]+)?$' then ${v}::numeric end) ${sql.raw(OPS[operator])} ${exact}::numeric`;
  } else if (valuetype === 'DATE') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw new AppError('VALIDATION', `"${raw}" is not a date (yyyy-MM-dd)`, { fields: { variableDatas: 'error.date' } });
    cmp = sql`(case when ${v} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then ${v}::date end) ${sql.raw(OPS[operator])} ${raw}::date`;
  } else if (valuetype === 'BOOLEAN') {
    cmp = sql`lower(${v}) ${sql.raw(operator === 'NOT_EQUAL' ? '<>' : '=')} ${String(raw.toLowerCase() === 'true')}`;
  } else {
    cmp = sql`lower(${v}) ${sql.raw(OPS[operator])} lower(${raw})`;
  }
  return sql`exists (select 1 from jsonb_array_elements(${documents.data}) e where e->>'keyworduuid' = ${keywordId} and ${cmp})`;
}

export async function searchWhere(req: FastifyRequest, c: SearchCriteria): Promise<SQL> {
  const parts: (SQL | undefined)[] = [];
  if (c.branches.length) {
    for (const b of c.branches) await assertBranchAllowed(req, b);
    const own = await documentFilter(req, { overview: false });
    // The access restrictions of the user still apply; the company part is replaced by the chosen branches.
    parts.push(inArray(documents.companyId, c.branches), sql`(${own} or ${documents.companyId} in ${c.branches})`);
  } else parts.push(await documentFilter(req));
  if (c.originTypes.length) parts.push(inArray(documents.originType, c.originTypes));
  if (c.documentSources.length) parts.push(inArray(documents.supplieruuid, c.documentSources));
  if (c.documentGroups.length) parts.push(inArray(documents.documentgroupuuid, c.documentGroups));
  if (c.documentLabels.length) parts.push(inArray(documents.labeluuid, c.documentLabels));
  if (c.documentSourceLabels.length) {
    parts.push(sql`${documents.supplieruuid} in (select ${suppliers.uuid} from ${suppliers} where ${suppliers.companyId} = ${req.scope.accountId} and ${suppliers.labels} && ${sql.param(c.documentSourceLabels)}::uuid[])`);
  }
  if (c.documentId) parts.push(ilike(documents.id, like(c.documentId)));
  if (c.documentSourceName) parts.push(ilike(documents.suppliername, like(c.documentSourceName)));
  if (c.text) {
    if (!can(req.principal, 'GLOBAL_SEARCH_DOCUMENTS')) throw forbidden('You do not have the permission GLOBAL_SEARCH_DOCUMENTS');
    const t = like(c.text);
    parts.push(or(ilike(documents.id, t), ilike(documents.suppliername, t), ilike(documents.filename, t), ilike(documents.content, t)));
  }
  if (c.startDate) parts.push(gte(documents.date, c.startDate));
  if (c.endDate) parts.push(lte(documents.date, c.endDate));
  if (c.startExtractionDate) parts.push(sql`${documents.extractiondate} >= ${c.startExtractionDate}::date`);
  if (c.endExtractionDate) parts.push(sql`${documents.extractiondate} < ${c.endExtractionDate}::date + 1`);
  if (c.variableDatas.length) {
    const kws = await req.server.db.select().from(keywords)
      .where(and(eq(keywords.companyId, req.scope.accountId), inArray(keywords.uuid, c.variableDatas.map((v) => v.keywordUUID))));
    for (const v of c.variableDatas) {
      const kw = kws.find((k) => k.uuid === v.keywordUUID);
      if (!kw) throw new AppError('NOT_FOUND', 'Unknown keyword in the search', { fields: { variableDatas: 'error.reference' } });
      parts.push(keywordCondition(kw.valuetype, kw.uuid, v.operator, v.value));
    }
  }
  return and(...parts.filter(Boolean))!;
}

export async function searchRoutes(api: FastifyInstance) {
  api.post('/documents/search', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const criteria = searchCriteriaSchema.parse(req.body ?? {});
    return listDocuments(api.db, await searchWhere(req, criteria), { limit: 500 });
  });
}
