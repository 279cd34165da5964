import { loadConfig } from './config';
import { openDatabase } from '../db/client';
import { buildApp } from './app';
import path from 'node:path';
import { seedDemoData } from '../db/seed';
import { seedDemoDocuments } from '../db/seedDemoDocuments';
import { createFileStore } from './modules/documents/fileStore';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.demoData) {
    await seedDemoData(database.db);
    await seedDemoDocuments(database.db, createFileStore(path.resolve(config.DATA_DIR, 'files')));
  }
  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  // Background work (recognition, exports) starts once the node serves; queued work resumes.
  app.jobs.start();
  app.log.info(`Paperdesk on ${config.publicUrl} (database: ${database.kind}, identity: ${config.builtinIdp ? 'built-in' : config.issuer})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
