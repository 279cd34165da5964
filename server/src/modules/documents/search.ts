import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SearchCriteria } from '../../../../src/domain/documents/document.model';
import { isAmount, toCents, fromCents } from '../../../../src/domain/money';
import { isIsoDay } from '../../../../src/domain/dates';
import { documents, documentValues, keywords, suppliers } from '../../../db/schema';
import { AppError } from '../../errors';
import { documentFilter } from './access';
import { quickSearch } from './lists';
import { likePattern } from '../../crud/listQuery';
import { assertBranchAllowed } from '../tenancy/companies';

const OPS = {
  EQUAL: '=',
  NOT_EQUAL: '<>',
  GREATER_THAN: '>',
  GREATER_OR_EQUAL: '>=',
  LESS_THAN: '<',
  LESS_OR_EQUAL: '<=',
} as const;

/**
 * One keyword condition, compared by the keyword's value type (exact numerics, dates, text, booleans) on
 * the typed values table, whose indexes lead with the keyword.
 */
function keywordCondition(
  valuetype: string,
  keywordId: string,
  operator: SearchCriteria['variableDatas'][number]['operator'],
  raw: string,
): SQL {
  let cmp: SQL;
  const text = sql`lower(${documentValues.textValue})`;
  if (operator === 'CONTAINS') cmp = sql`${documentValues.textValue} ilike ${likePattern(raw)}`;
  else if (valuetype === 'NUMBER') {
    const number = raw.replace(/\s/g, '').replace(',', '.');
    if (!isAmount(number))
      throw new AppError('VALIDATION', `"${raw}" is not a number`, { fields: { variableDatas: 'error.number' } });
    const exact = /^[+-]?\d+(\.\d+)?$/.test(number) ? number : fromCents(toCents(number));
    cmp = sql`${documentValues.numValue} ${sql.raw(OPS[operator])} ${exact}::numeric`;
  } else if (valuetype === 'DATE') {
    if (!isIsoDay(raw))
      throw new AppError('VALIDATION', `"${raw}" is not a date (yyyy-MM-dd)`, {
        fields: { variableDatas: 'error.date' },
      });
    cmp = sql`${documentValues.dateValue} ${sql.raw(OPS[operator])} ${raw}::date`;
  } else if (valuetype === 'BOOLEAN') {
    cmp = sql`${text} ${sql.raw(operator === 'NOT_EQUAL' ? '<>' : '=')} ${String(raw.toLowerCase() === 'true')}`;
  } else if (operator === 'EQUAL') {
    // the index holds the first 200 characters
    cmp = sql`left(${text}, 200) = left(lower(${raw}), 200) and ${text} = lower(${raw})`;
  } else {
    cmp = sql`${text} ${sql.raw(OPS[operator])} lower(${raw})`;
  }
  return sql`${documents.uuid} in (select ${documentValues.documentId} from ${documentValues} where ${documentValues.keywordId} = ${keywordId} and ${cmp})`;
}

/**
 * Amounts and the due date are the document's own columns (kept from its group's typed keywords at each
 * change), indexed with the company: a criterion on them reads those, whichever keyword of that type a
 * group uses. Other keywords read the typed values table.
 */
const HEADER_COLUMNS = {
  HT: documents.totalht,
  TVA: documents.totaltva,
  TTC: documents.totalttc,
  DUE_DATE: documents.duedate,
} as const;

function headerCondition(
  type: string,
  valuetype: string,
  operator: SearchCriteria['variableDatas'][number]['operator'],
  raw: string,
): SQL | undefined {
  const column = HEADER_COLUMNS[type as keyof typeof HEADER_COLUMNS];
  if (!column || operator === 'CONTAINS') return undefined;
  if (type === 'DUE_DATE') {
    if (!isIsoDay(raw))
      throw new AppError('VALIDATION', `"${raw}" is not a date (yyyy-MM-dd)`, {
        fields: { variableDatas: 'error.date' },
      });
    return sql`${column} ${sql.raw(OPS[operator])} ${raw}::date`;
  }
  if (valuetype !== 'NUMBER') return undefined;
  const number = raw.replace(/\s/g, '').replace(',', '.');
  if (!isAmount(number))
    throw new AppError('VALIDATION', `"${raw}" is not a number`, { fields: { variableDatas: 'error.number' } });
  return sql`${column} ${sql.raw(OPS[operator])} ${fromCents(toCents(number))}::numeric`;
}

/** Words of the free text as a prefix query on the document's content (`facture edf` finds "Factures EDF"). */
function contentMatch(text: string): SQL | undefined {
  const words = text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  if (!words?.length) return undefined;
  return sql`content_tsv @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
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
    parts.push(
      sql`${documents.supplieruuid} in (select ${suppliers.uuid} from ${suppliers} where ${suppliers.companyId} = ${req.scope.accountId} and ${suppliers.labels} && ${sql.param(c.documentSourceLabels)}::uuid[])`,
    );
  }
  if (c.documentId) parts.push(ilike(documents.invoiceNumber, likePattern(c.documentId)));
  if (c.documentSourceName) parts.push(ilike(documents.suppliername, likePattern(c.documentSourceName)));
  if (c.text?.trim()) parts.push(or(quickSearch(c.text), contentMatch(c.text)));
  if (c.startDate) parts.push(gte(documents.date, c.startDate));
  if (c.endDate) parts.push(lte(documents.date, c.endDate));
  if (c.startExtractionDate) parts.push(sql`${documents.extractiondate} >= ${c.startExtractionDate}::date`);
  if (c.endExtractionDate) parts.push(sql`${documents.extractiondate} < ${c.endExtractionDate}::date + 1`);
  if (c.variableDatas.length) {
    const kws = await req.server.db
      .select()
      .from(keywords)
      .where(
        and(
          eq(keywords.companyId, req.scope.accountId),
          inArray(
            keywords.uuid,
            c.variableDatas.map((v) => v.keywordUUID),
          ),
        ),
      );
    for (const v of c.variableDatas) {
      const kw = kws.find((k) => k.uuid === v.keywordUUID);
      if (!kw)
        throw new AppError('NOT_FOUND', 'Unknown keyword in the search', {
          fields: { variableDatas: 'error.reference' },
        });
      parts.push(
        headerCondition(kw.type, kw.valuetype, v.operator, v.value) ??
          keywordCondition(kw.valuetype, kw.uuid, v.operator, v.value),
      );
    }
  }
  return and(...parts.filter(Boolean))!;
}
