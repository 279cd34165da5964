import { and, eq, sql } from 'drizzle-orm';
import { paymentTypeModel } from '../../../../src/domain/paymentTypes/paymentType.model';
import { documents, payments, paymentTypes, suppliers } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';
import { inUseBy, NAMED_ROWS, usage, usageTotal } from './inUse';

/**
 * A payment type stays while document sources pay with it, payments were made with it or documents name it
 * (the partial indexes on payment_type_id count them); the first reason found is told.
 */
export const paymentTypesCrud: CrudDefinition = {
  model: paymentTypeModel,
  table: paymentTypes,
  hooks: {
    async inUse({ db, companyId }, id) {
      const sources = await db
        .select({ name: suppliers.name, total: usageTotal })
        .from(suppliers)
        .where(and(eq(suppliers.companyId, companyId), eq(suppliers.paymenttypeuuid, id)))
        .orderBy(suppliers.name)
        .limit(NAMED_ROWS);
      const [paid] = await db
        .select({ n: sql<number>`count(*)` })
        .from(payments)
        .where(and(eq(payments.paymenttype, id), eq(payments.accountId, companyId)));
      const [named] = await db
        .select({ n: sql<number>`count(*)` })
        .from(documents)
        .where(and(eq(documents.paymenttype, id), eq(documents.accountId, companyId)));
      return (
        inUseBy(
          'paymenttype_sources',
          (n, names) => `This payment type is used by ${n} document source(s) (${names}) and cannot be deleted`,
          usage(sources),
        ) ??
        inUseBy('paymenttype_payments', (n) => `This payment type is used by ${n} payment(s) and cannot be deleted`, {
          count: Number(paid.n),
        }) ??
        inUseBy('paymenttype_documents', (n) => `This payment type is used by ${n} document(s) and cannot be deleted`, {
          count: Number(named.n),
        })
      );
    },
  },
};
