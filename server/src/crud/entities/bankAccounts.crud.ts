import { and, eq, ne, sql } from 'drizzle-orm';
import { bankAccountModel } from '../../../../src/domain/bankAccounts/bankAccount.model';
import { bankAccounts, bankStatements } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CrudDefinition } from '../registerCrud';
import { inUseBy } from './inUse';

/**
 * A bank account of the active company: its IBAN names one account of the whole group (a statement finds its
 * account by it), so another account of the group with that IBAN refuses the save (409); it stays while it has
 * statements.
 */
export const bankAccountsCrud: CrudDefinition = {
  model: bankAccountModel,
  table: bankAccounts,
  hooks: {
    async prepare({ db, req }, data, existing) {
      const iban = String(data.iban);
      const [taken] = await db
        .select({ name: bankAccounts.name })
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.accountId, req.scope.accountId),
            eq(bankAccounts.iban, iban),
            existing ? ne(bankAccounts.uuid, String(existing.uuid)) : undefined,
          ),
        )
        .limit(1);
      if (taken)
        throw new AppError('DUPLICATE', `The IBAN ${iban} is already the account "${taken.name}"`, {
          fields: { iban: 'error.bankaccount.ibantaken' },
        });
      return { ...data, accountId: req.scope.accountId };
    },
    async inUse({ db }, id) {
      const [n] = await db
        .select({ n: sql<number>`count(*)` })
        .from(bankStatements)
        .where(eq(bankStatements.bankAccountId, id));
      return inUseBy(
        'bankaccount_statements',
        (count) => `This bank account has ${count} statement(s) and cannot be deleted`,
        { count: Number(n.n) },
      );
    },
    toResponse: ({ companyId: _c, accountId: _a, createdAt: _t, ...rest }) => rest,
  },
};
