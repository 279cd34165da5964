/** Recognition, step 4: the document's origin type and group, and the group's keywords it is read into. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { originTypes } from '../../../../db/schema';
import type { ExtractedFields } from '../../extraction';
import { loadGroup } from '../groupContext';
import type { DocRow, RecognitionPayload, SupplierRow } from './context';

/** The origin type the document has, else its source's, else the account's first of the direction read. */
async function resolveOrigin(
  db: Db,
  doc: DocRow,
  supplier: SupplierRow | undefined,
  fields: Pick<ExtractedFields, 'direction'>,
): Promise<string | null> {
  if (doc.originType) return doc.originType;
  if (supplier?.origintype) return supplier.origintype;
  if (!fields.direction) return null;
  const [first] = await db
    .select({ uuid: originTypes.uuid })
    .from(originTypes)
    .where(and(eq(originTypes.companyId, doc.accountId), eq(originTypes.type, fields.direction.value)))
    .limit(1);
  return first?.uuid ?? null;
}

/** Whether the group falls to the origin type's: none chosen, none on the document, no default of the source. */
export const groupFromOrigin = (p: RecognitionPayload, doc: DocRow, supplier: SupplierRow | undefined) =>
  !p.group && !doc.documentgroupuuid && !supplier?.defaultdocumentgroupuuid;

/** The group chosen, else the document's, else the source's default, else the first group of its origin type. */
export const chooseGroup = (
  p: RecognitionPayload,
  doc: DocRow,
  supplier: SupplierRow | undefined,
  originGroups: readonly string[],
): string | null => p.group ?? doc.documentgroupuuid ?? supplier?.defaultdocumentgroupuuid ?? originGroups[0] ?? null;

export async function resolveGroupAndOrigin(
  db: Db,
  doc: DocRow,
  p: RecognitionPayload,
  supplier: SupplierRow | undefined,
  fields: Pick<ExtractedFields, 'direction'>,
) {
  const origin = await resolveOrigin(db, doc, supplier, fields);
  const originGroups =
    origin && groupFromOrigin(p, doc, supplier)
      ? ((
          await db.select({ groups: originTypes.documentgroups }).from(originTypes).where(eq(originTypes.uuid, origin))
        )[0]?.groups ?? [])
      : [];
  const groupId = chooseGroup(p, doc, supplier, originGroups);
  return { origin, groupId, group: await loadGroup(db, doc.accountId, groupId) };
}
