/**
 * The audit trail as the Audit page shows it (its filters, its period), newest first: when (UTC), who, from which
 * address, the record, the action and each changed field as "field: before → after". Read a chunk at a time by
 * the chain's position (the account's unique index), so a million entries are never held, nor skipped by offset.
 */
import { and, desc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditEntries } from '../../../db/schema';
import { auditConditions, visibleEntries } from '../audit/filter';
import { textColumn } from './columns';
import { auditWord } from '../../../../src/domain/audit/auditWords';
import { exportWords, type ExportLocale } from './locale';
import { readSettings } from './readChunks';
import type { ExportParams, ExportTable } from './sources';

type Changes = Record<string, { before: unknown; after: unknown }>;
const shown = (v: unknown) => (v === null || v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));
/** Each changed field by its name in the reader's language (the Audit page's words); the values as stored. */
const changesText = (c: unknown, locale: ExportLocale) =>
  Object.entries((c ?? {}) as Changes)
    .map(([field, { before, after }]) => `${auditWord(locale, 'field', field)}: ${shown(before)} → ${shown(after)}`)
    .join('; ');

export function auditTable(db: Db, p: ExportParams): ExportTable {
  const w = exportWords(p.locale);
  const scope = p.audit!;
  const where = and(visibleEntries(scope), ...auditConditions({ ...scope.filter, from: p.fromDate, to: p.toDate }));
  return {
    sheet: w('audit.sheet'),
    columns: [
      textColumn(w('audit.at'), 20),
      textColumn(w('audit.user'), 24),
      textColumn(w('audit.address'), 16),
      textColumn(w('audit.entity'), 16),
      textColumn(w('audit.entityId'), 38),
      textColumn(w('audit.action'), 12),
      textColumn(w('audit.changes'), 80),
    ],
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditEntries)
        .where(where);
      return Number(row?.n ?? 0);
    },
    rows: async function* () {
      for (let before: number | undefined; ;) {
        const chunk = await db
          .select()
          .from(auditEntries)
          .where(and(where, before === undefined ? undefined : lt(auditEntries.seq, before)))
          .orderBy(desc(auditEntries.seq))
          .limit(readSettings.chunk);
        for (const e of chunk)
          yield {
            cells: [
              e.createdAt.toISOString().slice(0, 19).replace('T', ' '),
              e.userName,
              e.clientAddress,
              auditWord(p.locale, 'entity', e.entity),
              e.entityId,
              auditWord(p.locale, 'action', e.action),
              changesText(e.changes, p.locale),
            ],
          };
        if (chunk.length < readSettings.chunk) break;
        before = chunk[chunk.length - 1].seq;
      }
    },
  };
}
