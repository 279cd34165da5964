/**
 * The reconciliation bench's data, written by the database itself: `payments` payments of one invoice each (the
 * invoice with the lifecycle's 211, as Paperdesk records a payment) and `lines` debit lines of one statement, half
 * carrying their payment's end-to-end id, the other half only its amount and supplier IBAN. One INSERT … SELECT
 * generate_series per table in one transaction (the ids drawn first in a temporary table), no row crosses the wire,
 * through the scale seed's bulkLoad (documents' row triggers off, secondary indexes rebuilt once, derived facts after).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { bulkLoad } from '../server/seed/seedScaleLoad';

export interface ReconcileSeed {
  companyId: string;
  bankAccountId: string;
  statementId: string;
  payments: number;
  lines: number;
  supplierIds: string[];
  supplierIbans: string[];
}

/** A text[] literal of values we made ourselves (uuids, IBANs: no quote can occur). */
const arrayOf = (values: string[], type: string) =>
  sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::${type}[]`);

export async function seedInSql(db: Db, seed: ReconcileSeed): Promise<void> {
  const n = seed.supplierIds.length;
  const supplier = arrayOf(seed.supplierIds, 'uuid');
  const iban = arrayOf(seed.supplierIbans, 'text');
  const amount = sql.raw(`((100 + i % 9000)::text || '.' || lpad((i % 100)::text, 2, '0'))::numeric`);
  const day = sql.raw(`make_date(2026, 1 + i % 11, 1 + i % 27)`);
  const say = (msg: string) => console.log(`  ${msg}`);
  await bulkLoad(db, { accountId: seed.companyId, documents: seed.payments, say }, async (tx) => {
    await tx.execute(sql`create temporary table bench_ids on commit drop as
      select i, gen_random_uuid() as doc, gen_random_uuid() as pay from generate_series(0, ${seed.payments - 1}::int) i`);
    await tx.execute(sql`insert into documents (id, company_id, account_id, supplier_id, suppliername, number, status, total_ttc, solde)
      select doc, ${seed.companyId}, ${seed.companyId}, (${supplier})[1 + i % ${n}::int], 'Fournisseur ' || (i % ${n}::int),
        'F-' || i, 4, ${amount}, 0 from bench_ids`);
    await tx.execute(sql`insert into payments (id, company_id, account_id, supplier_id, payment_date, payment_status)
      select pay, ${seed.companyId}, ${seed.companyId}, (${supplier})[1 + i % ${n}::int], ${day}, 0 from bench_ids`);
    await tx.execute(sql`insert into payment_invoices (payment_id, document_id, amount)
      select pay, doc, ${amount} from bench_ids`);
    await tx.execute(sql`insert into document_lifecycle (company_id, document_id, code, direction, origin)
      select ${seed.companyId}, doc, 211, 'OUT', 'SYSTEM' from bench_ids`);
    await tx.execute(sql`insert into bank_lines (company_id, account_id, bank_account_id, statement_id, line_key, line_no,
        booking_date, amount, end_to_end_id, counterparty_iban, counterparty_name)
      select ${seed.companyId}, ${seed.companyId}, ${seed.bankAccountId}, ${seed.statementId}, 'bench:' || i, i + 1, ${day},
        -${amount}, case when i % 2 = 0 then replace(pay::text, '-', '') else '' end,
        (${iban})[1 + i % ${n}::int], 'Fournisseur ' || (i % ${n}::int)
      from bench_ids where i < ${seed.lines}::int`);
  });
}
