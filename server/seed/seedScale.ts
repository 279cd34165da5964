/**
 * A data set at size, for scale tests and the bench: suppliers, three years of invoices and credit notes,
 * payments settling them and sent e-mails, added to the demo account (master company and its Lyon branch).
 * Run `seedDemoData` first. Consistent by construction: HT + TVA = TTC, each document's balance is its
 * total minus its payment lines, each payment pays documents of one supplier and one company.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { companies, documentGroups, documentLabels, keywords, originTypes, paymentTypes, users } from '../db/schema';
import { insertDocuments, insertEmails, insertPayments, insertSuppliers, type ScaleContext } from './seedScaleInsert';
import { bulkLoad, deriveValues } from './seedScaleLoad';
import { planScale, type ScaleSize } from './seedScalePlan';

export const DEMO_MASTER = 'Groupe Delacroix Distribution';
const DEMO_BRANCH = 'Delacroix Lyon Part-Dieu';

export interface ScaleOptions extends ScaleSize {
  onProgress?: (msg: string) => void;
  /**
   * Keep the row triggers of migration 0007 on and commit batch by batch (to compare; the test checks both
   * ways agree). Default: one transaction, triggers off, derived facts recomputed as the migration does.
   */
  triggers?: boolean;
  /**
   * Documents per INSERT: default 20,000, or 2,000 with the triggers on (their advisory locks, one per
   * document until the commit, fill PostgreSQL's lock table from about 15,000 documents).
   */
  batch?: number;
  /** Drop the loaded tables' secondary indexes and build them again at the end (default: for a big load). */
  rebuildIndexes?: boolean;
}

export interface Counts {
  documents: number;
  suppliers: number;
  payments: number;
  paymentLines: number;
  emails: number;
  /** Rows of supplier_balances for the account's companies. */
  supplierBalances: number;
  /** Documents of the account flagged as duplicates. */
  duplicates: number;
  /** The big supplier's balance statement in the master company (counted documents + payments). */
  bigSupplier: { name: string; statementLines: number };
  seconds: number;
}

const count = async (db: Db, query: SQL) => Number((await queryRows<{ n: string }>(db, query))[0].n);

/** The demo account's ids the data set hangs on. */
async function loadContext(db: Db, now: number): Promise<ScaleContext> {
  const [master] = await db.select().from(companies).where(eq(companies.name, DEMO_MASTER));
  if (!master)
    throw new Error(`the demo company "${DEMO_MASTER}" is missing: run the demo seeding (seedDemoData) first`);
  const branches = await db
    .select()
    .from(companies)
    .where(eq(companies.masterId, master.id))
    .orderBy(asc(companies.name));
  const branch = branches.find((b) => b.name === DEMO_BRANCH) ?? branches[0] ?? master;
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.companyId, [master.id, branch.id]));
  const userOf = (companyId: string, email: string) =>
    (people.find((u) => u.email === email) ?? people.find((u) => u.companyId === companyId))?.id ?? null;
  const [origin] = await db
    .select()
    .from(originTypes)
    .where(and(eq(originTypes.companyId, master.id), eq(originTypes.type, 'SUPPLIER')))
    .orderBy(asc(originTypes.index));
  const [group] = await db
    .select()
    .from(documentGroups)
    .where(and(eq(documentGroups.companyId, master.id), eq(documentGroups.type, 'INVOICES')))
    .orderBy(asc(documentGroups.index));
  const kws = await db
    .select()
    .from(keywords)
    .where(and(eq(keywords.companyId, master.id), inArray(keywords.type, ['HT', 'TVA', 'TTC', 'DUE_DATE', 'TYPE'])));
  const kw = (type: string) => {
    const found = kws.find((k) => k.type === type);
    if (!found) throw new Error(`the demo account has no ${type} keyword`);
    return found.uuid;
  };
  if (!origin || !group) throw new Error('the demo account has no supplier origin type or invoice document group');
  const pays = await db
    .select()
    .from(paymentTypes)
    .where(eq(paymentTypes.companyId, master.id))
    .orderBy(asc(paymentTypes.index));
  const labels = await db.select().from(documentLabels).where(eq(documentLabels.companyId, master.id));
  return {
    accountId: master.id,
    companies: [master.id, branch.id],
    users: [userOf(master.id, 'master@demo.test'), userOf(branch.id, 'branch@demo.test')],
    companyMail: master.comptablemail || master.contactmail || 'compta@demo.test',
    accountantMail: 'contact@cabinet-lefevre.fr',
    originType: origin.uuid,
    documentGroup: group.uuid,
    keywords: { HT: kw('HT'), TVA: kw('TVA'), TTC: kw('TTC'), DUE_DATE: kw('DUE_DATE'), TYPE: kw('TYPE') },
    paymentTypes: pays.map((t) => t.uuid),
    labels: labels.map((l) => l.uuid),
    now,
  };
}

export async function seedScale(db: Db, opts: ScaleOptions): Promise<Counts> {
  const started = performance.now();
  const say = (msg: string) =>
    opts.onProgress?.(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${msg}`);
  const now = Date.now();
  const ctx = await loadContext(db, now);
  const plan = planScale(opts, now, ctx.paymentTypes.length, ctx.labels.length);
  const docIds = Array.from({ length: plan.documents.n }, () => crypto.randomUUID());
  const batch = opts.batch ?? (opts.triggers ? 2_000 : 20_000);
  say(
    `planned ${plan.documents.n} documents, ${plan.payments.n} payments, ${plan.payments.lineStart[plan.payments.n]} payment lines, ${plan.emails.n} e-mails`,
  );
  const every = (what: string, total: number) => {
    let next = 0;
    return (done: number) => {
      if (done >= next || done === total) {
        say(`${what} ${done}/${total}`);
        next = done + Math.max(1, Math.ceil(total / 10));
      }
    };
  };

  const write = async (tx: Db) => {
    const [{ first }] = await queryRows<{ first: number }>(
      tx,
      sql`
      SELECT coalesce(max(substring(name from '^Fournisseur ([0-9]+) ')::int), 0) + 1 AS first FROM suppliers WHERE company_id = ${ctx.accountId}`,
    );
    const sup = await insertSuppliers(tx, ctx, plan, Number(first));
    say(`suppliers ${plan.suppliers.n}`);
    await insertDocuments(
      tx,
      ctx,
      plan,
      sup,
      docIds,
      batch,
      (ids) => (opts.triggers ? Promise.resolve() : deriveValues(tx, ids)),
      every('documents', plan.documents.n),
    );
    await insertPayments(
      tx,
      ctx,
      plan,
      sup,
      docIds,
      Math.max(1000, Math.floor(batch / 2)),
      every('payments', plan.payments.n),
    );
    await insertEmails(tx, ctx, plan, sup, docIds, batch, every('e-mails', plan.emails.n));
    return sup;
  };
  const sup = opts.triggers
    ? await write(db)
    : await bulkLoad(
        db,
        { accountId: ctx.accountId, documents: plan.documents.n, rebuildIndexes: opts.rebuildIndexes, say },
        write,
      );
  say('committed');
  for (const table of [
    'suppliers',
    'documents',
    'document_values',
    'supplier_balances',
    'payments',
    'payment_invoices',
    'emails',
  ]) {
    // vacuum too: a freshly loaded table has no visibility map (no index-only scans) and unset hint bits
    await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`)).catch(() => db.execute(sql.raw(`ANALYZE ${table}`)));
  }
  say('vacuumed and analysed');

  const accountCompanies = sql`(SELECT id FROM companies WHERE id = ${ctx.accountId} OR master_id = ${ctx.accountId})`;
  const bigId = sup.ids[0];
  return {
    documents: plan.documents.n,
    suppliers: plan.suppliers.n,
    payments: plan.payments.n,
    paymentLines: plan.payments.lineStart[plan.payments.n],
    emails: plan.emails.n,
    supplierBalances: await count(
      db,
      sql`SELECT count(*) AS n FROM supplier_balances WHERE company_id IN ${accountCompanies}`,
    ),
    duplicates: await count(
      db,
      sql`SELECT count(*) AS n FROM documents WHERE account_id = ${ctx.accountId} AND is_duplicate`,
    ),
    bigSupplier: {
      name: sup.names[0] ?? '',
      statementLines: bigId
        ? await count(
            db,
            sql`SELECT
        (SELECT count(*) FROM documents WHERE company_id = ${ctx.accountId} AND supplier_id = ${bigId} AND status IN (2, 3, 4) AND solde IS NOT NULL)
        + (SELECT count(*) FROM payments WHERE company_id = ${ctx.accountId} AND supplier_id = ${bigId}) AS n`,
          )
        : 0,
    },
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
