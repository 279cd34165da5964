/**
 * `npm run summary:check`: recomputes the dashboard figures from the documents of the database named by
 * DATABASE_URL (or the embedded one in DATA_DIR, default ./data) and compares them with the kept ones.
 * Prints the differences and exits 1 if any, else 0.
 */
import { openDatabase } from './client';
import { figuresDifferences } from './figuresCheck';

const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: process.env.DATA_DIR || './data' });
try {
  const t0 = performance.now();
  const differences = await figuresDifferences(database.db, { limit: 20 });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (!differences.length) {
    console.log(`dashboard figures consistent with the documents (checked in ${seconds} s)`);
  } else {
    for (const d of differences) console.log(JSON.stringify(d));
    console.log(`dashboard figures differ from the documents: ${differences.length} rows shown (at most 20 per table)`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
