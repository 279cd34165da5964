import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  dueDateMode,
  dueDateNeedsDays,
  joinBranches,
  paymentDateMode,
  paymentDateNeedsDays,
  splitBranches,
  UNSET,
} from '../../../../src/domain/suppliers/constants';
import { identifierKey } from '../../../../src/domain/suppliers/identifiers';
import { supplierModel } from '../../../../src/domain/suppliers/supplier.model';
import type { Db, DbOrTx } from '../../../db/client';
import { aiConfigurations, companies, documentGroups, suppliers } from '../../../db/schema';
import type { SupplierAiConfiguration, SupplierIdentifier } from '../../../db/configSchema';
import { AppError } from '../../errors';
import type { CrudDefinition } from '../registerCrud';
import { ownedIds } from '../references';
import { refuseOwnIban } from './groupIbans';
import { actorOf } from '../../audit/record';
import { recordBankChange } from './bankChanges';

type Row = Record<string, unknown>;
type ConfigurationInput = Omit<SupplierAiConfiguration, 'uuid'> & { uuid?: string };

const refused = (fields: Record<string, string>, what: string) =>
  new AppError('NOT_FOUND', `Unknown reference: ${what}`, { fields });

/** Excluded branches must be companies of the account (its master or its branches). */
async function checkBranches(db: Db, accountId: string, value: string) {
  const ids = splitBranches(value);
  if (!ids.length) return;
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), or(eq(companies.id, accountId), eq(companies.masterId, accountId))));
  if (rows.length !== ids.length)
    throw refused({ excludedbranches: 'error.branch' }, 'excludedbranches names a company outside your account');
}

/** The default AI configuration and the per-group ones must be the account's. */
async function checkAiConfigurations(db: Db, companyId: string, data: Row) {
  const list = (data.configurations as ConfigurationInput[]) ?? [];
  const configIds = [
    ...new Set([
      ...(data.configuration ? [String(data.configuration)] : []),
      ...list.map((c) => c.aiconfigurationduuid),
    ]),
  ];
  const ownedConfigs = await ownedIds(db, aiConfigurations, companyId, configIds);
  if (data.configuration && !ownedConfigs.has(String(data.configuration)))
    throw refused({ configuration: 'error.reference' }, 'configuration');
  const ownedGroups = await ownedIds(db, documentGroups, companyId, [...new Set(list.map((c) => c.documentgroupuuid))]);
  const fields: Record<string, string> = {};
  list.forEach((c, i) => {
    if (!ownedConfigs.has(c.aiconfigurationduuid))
      fields[`configurations.${i}.aiconfigurationduuid`] = 'error.reference';
    if (!ownedGroups.has(c.documentgroupuuid)) fields[`configurations.${i}.documentgroupuuid`] = 'error.reference';
  });
  if (Object.keys(fields).length) throw refused(fields, 'configurations');
}

/**
 * Extraction matches a document to its source by these identifiers, so two sources of the same
 * origin type cannot share one.
 */
async function checkIdentifiersFree(db: Db, companyId: string, data: Row, selfId?: string) {
  const list = (data.identifiers as SupplierIdentifier[]) ?? [];
  if (!list.length) return;
  const others = await db
    .select({ name: suppliers.name, identifiers: suppliers.identifiers })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.companyId, companyId),
        data.origintype ? eq(suppliers.origintype, String(data.origintype)) : isNull(suppliers.origintype),
        selfId ? ne(suppliers.uuid, selfId) : undefined,
        or(...list.map((i) => sql`${suppliers.identifiers} @> ${JSON.stringify([i])}::jsonb`)),
      ),
    );
  for (const [i, identifier] of list.entries()) {
    const holder = others.find((o) => o.identifiers.some((x) => identifierKey(x) === identifierKey(identifier)));
    if (holder) {
      throw new AppError(
        'DUPLICATE',
        `${identifier.type} ${identifier.value} is already an identifier of the document source "${holder.name}"`,
        {
          fields: { [`identifiers.${i}.value`]: 'error.identifiertaken' },
        },
      );
    }
  }
}

export const suppliersCrud: CrudDefinition = {
  model: supplierModel,
  table: suppliers,
  hooks: {
    async prepare({ db, companyId }, data, existing) {
      await checkBranches(db, companyId, String(data.excludedbranches ?? ''));
      await checkAiConfigurations(db, companyId, data);
      await refuseOwnIban(db, companyId, (data.identifiers as SupplierIdentifier[]) ?? []);
      await checkIdentifiersFree(db, companyId, data, existing?.uuid as string | undefined);
      const duedateenum = dueDateMode(data.duedateenum);
      const paymentdateenum = paymentDateMode(data.paymentdateenum);
      return {
        ...data,
        duedateenum,
        paymentdateenum,
        // The number of days only means something for the modes that use it.
        duedatexdays: dueDateNeedsDays(duedateenum) ? data.duedatexdays : UNSET,
        paymentdatexdays: paymentDateNeedsDays(paymentdateenum) ? data.paymentdatexdays : UNSET,
        excludedbranches: joinBranches(splitBranches(String(data.excludedbranches ?? ''))),
        configurations: ((data.configurations as ConfigurationInput[]) ?? []).map((c) => ({
          uuid: c.uuid ?? randomUUID(),
          aiconfigurationduuid: c.aiconfigurationduuid,
          documentgroupuuid: c.documentgroupuuid,
        })),
      };
    },
    async afterWrite({ req, tx }, before, after) {
      const ids = (row: Record<string, unknown> | null) => (row?.identifiers as SupplierIdentifier[] | undefined) ?? [];
      await recordBankChange(tx, actorOf(req), String(after.uuid), ids(before), ids(after));
    },
    toResponse({ companyId: _c, createdAt: _t, ...row }) {
      // Unknown stored modes read as 1 (spec §5).
      return {
        ...row,
        duedateenum: dueDateMode(row.duedateenum),
        paymentdateenum: paymentDateMode(row.paymentdateenum),
      };
    },
  },
};

/** For a document group's delete: its per-group AI configurations go with it. */
export async function removeGroupFromSuppliers(tx: DbOrTx, companyId: string, groupId: string) {
  await tx
    .update(suppliers)
    .set({
      configurations: sql`coalesce((select jsonb_agg(c) from jsonb_array_elements(${suppliers.configurations}) c where c->>'documentgroupuuid' <> ${groupId}), '[]'::jsonb)`,
    })
    .where(
      and(
        eq(suppliers.companyId, companyId),
        sql`${suppliers.configurations} @> ${JSON.stringify([{ documentgroupuuid: groupId }])}::jsonb`,
      ),
    );
}
