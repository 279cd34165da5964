/**
 * `npm run seed:scale -- --documents N --suppliers N --payments N --emails N [--seed N] [--if-fewer]
 * [--batch N] [--triggers] [--rebuild-indexes yes|no]`: fills the database named by DATABASE_URL (or the
 * embedded one in DATA_DIR, default ./data) with a data set at size in the demo account, and prints the
 * counts. --if-fewer: only when the database holds fewer documents than asked (bench/scale.bench.ts).
 */
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { openDatabase, queryRows } from '../db/client';
import { seedDemoData } from './seed';
import { seedScale } from './seedScale';

const USAGE =
  'npm run seed:scale -- [--documents 100000] [--suppliers 5000] [--payments 20000] [--emails 5000] [--seed 1] [--if-fewer]\n' +
  '  [--batch 20000] [--triggers] [--rebuild-indexes yes|no]';
const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '100000' },
    suppliers: { type: 'string', default: '5000' },
    payments: { type: 'string', default: '20000' },
    emails: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '1' },
    'if-fewer': { type: 'boolean', default: false },
    batch: { type: 'string' },
    triggers: { type: 'boolean', default: false },
    'rebuild-indexes': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const int = (name: 'documents' | 'suppliers' | 'payments' | 'emails' | 'seed' | 'batch') => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${values[name]}`);
  return n;
};
const size = {
  documents: int('documents'),
  suppliers: int('suppliers'),
  payments: int('payments'),
  emails: int('emails'),
  seed: int('seed'),
};
const rebuild = values['rebuild-indexes'];
if (rebuild !== undefined && rebuild !== 'yes' && rebuild !== 'no') throw new Error('--rebuild-indexes is yes or no');

const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';
const database = await openDatabase({ url, dataDir });
try {
  console.log(`seeding ${url ? url.replace(/\/\/[^@/]*@/, '//') : `the embedded database in ${dataDir}`}`);
  const [held] = await queryRows<{ n: string }>(database.db, sql`SELECT count(*)::text AS n FROM documents`);
  if (values['if-fewer'] && Number(held.n) >= size.documents) {
    console.log(`it holds ${held.n} documents already: nothing to do`);
  } else {
    await seedDemoData(database.db);
    const counts = await seedScale(database.db, {
      ...size,
      batch: values.batch === undefined ? undefined : int('batch'),
      triggers: values.triggers,
      rebuildIndexes: rebuild === undefined ? undefined : rebuild === 'yes',
      onProgress: (msg) => console.log(msg),
    });
    console.log(
      [
        `documents          ${counts.documents}`,
        `suppliers          ${counts.suppliers}`,
        `payments           ${counts.payments}`,
        `payment lines      ${counts.paymentLines}`,
        `e-mails            ${counts.emails}`,
        `supplier balances  ${counts.supplierBalances} rows`,
        `duplicates         ${counts.duplicates} documents`,
        `big supplier       ${counts.bigSupplier.name}: ${counts.bigSupplier.statementLines} statement lines`,
        `time               ${counts.seconds} s`,
      ].join('\n'),
    );
  }
} finally {
  await database.close();
}
