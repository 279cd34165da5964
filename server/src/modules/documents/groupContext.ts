import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documentGroups, keywords, suppliers } from '../../../db/schema';
import type { KeywordValue } from '../../../db/documentSchema';

export type KeywordRow = typeof keywords.$inferSelect;
export type GroupRow = typeof documentGroups.$inferSelect;

/** A document group with its keywords in the group's order. */
export async function loadGroup(
  db: DbOrTx,
  accountId: string,
  groupId: string | null,
): Promise<{ group: GroupRow; keywords: KeywordRow[] } | null> {
  if (!groupId) return null;
  const [group] = await db
    .select()
    .from(documentGroups)
    .where(and(eq(documentGroups.uuid, groupId), eq(documentGroups.companyId, accountId)));
  if (!group) return null;
  const ids = group.keywords.map((k) => k.keyworduuid);
  const rows = ids.length
    ? await db
        .select()
        .from(keywords)
        .where(and(inArray(keywords.uuid, ids), eq(keywords.companyId, accountId)))
    : [];
  const ordered = [...group.keywords]
    .sort((a, b) => a.index - b.index)
    .map((k) => rows.find((r) => r.uuid === k.keyworduuid))
    .filter((k): k is KeywordRow => Boolean(k));
  return { group, keywords: ordered };
}

export async function loadSupplier(db: DbOrTx, accountId: string, id: string | null) {
  if (!id) return null;
  const [s] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.uuid, id), eq(suppliers.companyId, accountId)));
  return s ?? null;
}

/** The value of the group's keyword of a given type (HT, TVA, TTC, DUE_DATE, TYPE) in a document's data. */
export function valueOfType(data: KeywordValue[], groupKeywords: KeywordRow[], type: string): unknown {
  const kw = groupKeywords.find((k) => k.type === type);
  return kw ? data.find((d) => d.keyworduuid === kw.uuid)?.value : undefined;
}
