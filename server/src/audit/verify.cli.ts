/**
 * `npm run audit:verify`: walks every account's audit chain in the database named by DATABASE_URL (or the
 * embedded one in DATA_DIR, default ./data) and reports the first broken link of each; exits 1 when one is.
 */
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { verifyAllChains } from './chain';

const url = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const database = await openDatabase({ url, dataDir });
try {
  const { accounts, broken } = await verifyAllChains(database.db);
  for (const b of broken)
    console.log(
      b.reason === 'tail'
        ? `BROKEN account ${b.accountId}: entries from #${b.seq} (the chain's last link) on are missing`
        : `BROKEN account ${b.accountId}: entry ${b.id} (#${b.seq}), ${b.reason} does not hold`,
    );
  console.log(broken.length ? `${broken.length} of ${accounts} chains broken` : `${accounts} chains verified`);
  process.exitCode = broken.length ? 1 : 0;
} finally {
  await database.close();
}
