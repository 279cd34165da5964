/**
 * A bulk load in one transaction, with what migration 0007's row triggers keep derived afterwards by the
 * migration's own backfill statements. Measured here (PostgreSQL 15, 2 cores, 1,000,000 documents):
 * triggers on, batches committed one by one, 542 s; triggers off, indexes kept, 419 s; triggers off,
 * secondary indexes rebuilt once at the end and (as a superuser) no per-row foreign key checks, 250 s.
 * The triggers cost about a quarter of the load; index upkeep and foreign key checks more. The data is consistent by
 * construction, and the test checks every reference the foreign keys would have.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client';

/** Keyword values of these documents, with the very statement migration 0007 backfills them with. */
export async function deriveValues(tx: Db, ids: string[]) {
  await tx.execute(sql`
    INSERT INTO document_values (document_id, keyword_id, text_value, num_value, date_value)
    SELECT d.id, (e->>'keyworduuid')::uuid, x.v,
      CASE WHEN x.v ~ '^[+-]?[0-9]{1,20}([.][0-9]{1,10})?$' THEN x.v::numeric END,
      CASE WHEN x.v ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN paperdesk_try_date(x.v) END
    FROM documents d, jsonb_array_elements(CASE WHEN jsonb_typeof(d.data) = 'array' THEN d.data ELSE '[]'::jsonb END) e,
      LATERAL (SELECT e->>'value' AS v) x
    WHERE d.id = ANY(${sql.param(ids)}::uuid[]) AND jsonb_typeof(e) = 'object' AND x.v IS NOT NULL
      AND e->>'keyworduuid' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`);
}

/** Duplicate flags and supplier balances of one account, as migrations 0007 and 0025 compute them; its dashboard figures. */
async function deriveAccountFacts(tx: Db, accountId: string) {
  await tx.execute(sql`
    UPDATE documents d SET is_duplicate = true
    FROM (SELECT account_id, supplier_id, lower(trim(number)) AS k FROM documents
          WHERE account_id = ${accountId} AND supplier_id IS NOT NULL AND trim(number) <> '' GROUP BY 1, 2, 3 HAVING count(*) > 1) g
    WHERE d.account_id = g.account_id AND d.supplier_id = g.supplier_id AND lower(trim(d.number)) = g.k AND NOT d.is_duplicate`);
  const mine = sql`(SELECT id FROM companies WHERE id = ${accountId} OR master_id = ${accountId})`;
  await tx.execute(sql`DELETE FROM supplier_balances WHERE company_id IN ${mine}`);
  await tx.execute(sql`
    INSERT INTO supplier_balances (company_id, supplier_id, origin_type_id, document_group_id, currency, balance)
    SELECT company_id, supplier_id, origin_type_id, document_group_id, currency, sum(solde) FROM documents
    WHERE company_id IN ${mine} AND status IN (2, 3, 4) AND solde IS NOT NULL AND supplier_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(solde) <> 0`);
  await tx.execute(
    sql`SELECT paperdesk_rebuild_figures(ARRAY(SELECT id FROM companies WHERE id = ${accountId} OR master_id = ${accountId}))`,
  );
}

const LOADED = ['documents', 'document_values', 'payments', 'payment_invoices'];

/** Drops the secondary indexes of the loaded tables; answers their definitions, to build them again. */
async function dropIndexes(tx: Db): Promise<string[]> {
  const found = await queryRows<{ name: string; def: string }>(
    tx,
    sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
    WHERE t.relname IN ${LOADED} AND t.relnamespace = current_schema()::regnamespace
      AND NOT i.indisprimary AND NOT i.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY 1`,
  );
  for (const index of found) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  return found.map((index) => index.def);
}

/**
 * Runs `load` in one transaction with the documents' row triggers off, then derives the duplicate flags
 * and supplier balances of `accountId` (keyword values are `load`'s to derive, batch by batch, with
 * `deriveValues`). ALTER TABLE is transactional: the triggers (and any dropped index) come back with the
 * commit, or with the rollback if anything fails, even a killed process; other sessions wait meanwhile.
 * `rebuildIndexes` undefined: when the load at least quarters the documents table.
 */
export async function bulkLoad<T>(
  db: Db,
  opts: { accountId: string; documents: number; rebuildIndexes?: boolean; say: (msg: string) => void },
  load: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (t) => {
    const tx: DbOrTx = t;
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.execute(sql`ALTER TABLE documents DISABLE TRIGGER USER`);
    const [{ superuser, existing }] = await queryRows<{ superuser: boolean; existing: number }>(
      tx,
      sql`
      SELECT current_setting('is_superuser') = 'on' AS superuser, greatest(reltuples, 0)::float8 AS existing FROM pg_class WHERE oid = 'documents'::regclass`,
    );
    // replica: foreign keys are not checked row by row (only a superuser may skip them)
    if (superuser) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const rebuild = opts.rebuildIndexes ?? (opts.documents >= 50_000 && opts.documents * 3 >= Number(existing));
    const indexes = rebuild ? await dropIndexes(tx) : [];
    const result = await load(tx);
    await deriveAccountFacts(tx, opts.accountId);
    opts.say('duplicates, supplier balances and dashboard figures derived');
    if (indexes.length) {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
      for (const def of indexes) await tx.execute(sql.raw(def));
      opts.say(`${indexes.length} indexes rebuilt`);
    }
    await tx.execute(sql`ALTER TABLE documents ENABLE TRIGGER USER`);
    return result;
  });
}
