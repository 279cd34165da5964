import { startMailboxSchedule } from './modules/intake/mailboxSchedule';
import { startMailboxWatch, type MailboxWatch } from './modules/intake/mailboxWatch';
import { loadConfig } from './config';
import { openDatabase } from '../db/client';
import { buildApp } from './app';
import path from 'node:path';
import { seedDemoData } from '../seed/seed';
import { seedDemoDocuments } from '../seed/seedDemoDocuments';
import { createFileStore } from './storage/fileStore';
import { shutdownOcr } from './modules/extraction';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './modules/documents/orphanFiles';

// Unfinished uploads older than this are a dead writer's (another node may be writing on shared storage).
const LEFTOVER_AGE_MS = 60_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    statementTimeoutMs: config.STATEMENT_TIMEOUT_SECONDS * 1000,
  });
  if (config.demoData) {
    await seedDemoData(database.db);
    await seedDemoDocuments(database.db, createFileStore(path.resolve(config.DATA_DIR, 'files')));
  }
  // files stored by this process are newer; with several nodes, the last hour's may be another node's import
  const orphanCutoff = config.DATABASE_URL ? Date.now() - ORPHAN_GRACE_MS : Date.now();
  const app = await buildApp({ config, database });
  // The embedded database has one node only: every unfinished upload is a leftover of the last run.
  const leftovers = await app.files.removeLeftovers(config.DATABASE_URL ? LEFTOVER_AGE_MS : 0);
  if (leftovers) app.log.info(`removed ${leftovers} unfinished upload(s) left by a previous run`);
  setInterval(
    () => void app.files.removeLeftovers(LEFTOVER_AGE_MS).catch(() => undefined),
    10 * LEFTOVER_AGE_MS,
  ).unref();

  let closing = false;
  let stopMailboxSchedule = () => {};
  let mailboxWatch: MailboxWatch | undefined;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // A request that never ends must not keep the node from stopping.
    setTimeout(
      () => {
        app.log.error('shutdown took too long: exiting');
        process.exit(1);
      },
      (config.SHUTDOWN_GRACE_SECONDS + 5) * 1000,
    ).unref();
    try {
      app.log.info(`${signal}: stopping; running jobs get ${config.SHUTDOWN_GRACE_SECONDS} s to finish`);
      stopMailboxSchedule();
      await mailboxWatch?.stop();
      const handedBack = await app.jobs.stop();
      app.log.info(`jobs stopped; ${handedBack} unfinished job(s) handed back to the queue`);
      await app.close();
      await shutdownOcr();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // Background work (recognition, exports) starts once the node serves; queued work resumes.
  app.jobs.start();
  // mailboxes are polled on schedule (modules/intake)
  stopMailboxSchedule = startMailboxSchedule(app);
  // and watched in IMAP IDLE where their server offers it: a new message is polled at once
  mailboxWatch = startMailboxWatch(app);
  // the files of imports stopped between storing and recording (a killed batch) go, in the background
  sweepOrphanFiles(database.db, app.files, orphanCutoff).then(
    (n) => {
      if (n) app.log.info(`removed ${n} stored file(s) no document owns`);
    },
    (err: unknown) => app.log.warn({ err }, 'sweep of orphan files failed'),
  );
  app.log.info(
    `Paperdesk on ${config.publicUrl} (database: ${database.kind}, identity: ${config.builtinIdp ? 'built-in' : config.issuer})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
