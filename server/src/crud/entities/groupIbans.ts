/**
 * The company group's own bank accounts (its master's and every branch's IBAN), which no document source may
 * hold: a transfer to one would pay the group itself.
 */
import { eq, or } from 'drizzle-orm';
import { formatIban, normalizeBankCode } from '../../../../src/domain/bankDetails/bankAccount';
import type { DbOrTx } from '../../../db/client';
import type { SupplierIdentifier } from '../../../db/configSchema';
import { companies } from '../../../db/schema';
import { AppError } from '../../errors';

/** The group's IBANs (normalised) and the company holding each. */
export async function groupIbans(db: DbOrTx, accountId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: companies.name, iban: companies.iban })
    .from(companies)
    .where(or(eq(companies.id, accountId), eq(companies.masterId, accountId)));
  const out = new Map<string, string>();
  for (const r of rows) {
    const iban = normalizeBankCode(r.iban);
    if (iban && !out.has(iban)) out.set(iban, r.name);
  }
  return out;
}

/** Refuses a document source's IBAN that is one of the group's own accounts, naming the company holding it. */
export async function refuseOwnIban(db: DbOrTx, accountId: string, identifiers: readonly SupplierIdentifier[]) {
  if (!identifiers.some((i) => i.type === 'IBAN')) return;
  const own = await groupIbans(db, accountId);
  for (const [index, i] of identifiers.entries()) {
    const company = i.type === 'IBAN' ? own.get(normalizeBankCode(i.value)) : undefined;
    if (!company) continue;
    const iban = formatIban(i.value);
    throw new AppError(
      'VALIDATION',
      `${iban} is the bank account of ${company}, your own: a transfer to this document source would pay yourselves`,
      { fields: { [`identifiers.${index}.value`]: 'error.owniban' }, key: 'error.owniban', params: { iban, company } },
    );
  }
}
