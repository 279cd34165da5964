import os from 'node:os';
import path from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from '../db/client';
import { documents } from '../db/schema';
import { usageCounters } from './modules/subscriptions/quota';
import { createFileStore, type FileStore } from './storage/fileStore';
import { EXPORT_JOB } from './modules/exports/use-cases/export-documents';
import { exportHandler } from './modules/exports/documentsZip';
import { TABLE_EXPORT_JOB, tableExportHandler } from './modules/exports/job';
import { RECOGNITION_JOB, recognitionHandler } from './modules/documents/recognition';
import { createJobQueue, type JobQueue } from './modules/jobs/queue';
import { createRequestGauge, type RequestGauge } from './modules/jobs/requestGauge';
import { configureOcr } from './modules/extraction';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { MAIL_JOB, mailHandler } from './modules/mail/queuedMail';
import { LIFECYCLE_DELIVERY_JOB, WEBHOOK_DELIVERY_JOB } from './modules/lifecycle/jobKinds';
import { lifecycleDeliveryHandler, webhookDeliveryHandler } from './modules/lifecycle/delivery';
import { RECONCILE_JOB } from './modules/bankStatements/use-cases/import-statement';
import { reconcileHandler } from './modules/bankStatements/reconcile/job';
import { PURGE_JOB, purgeHandler } from './modules/documents/archive';
import { APPROVAL_SWEEP_JOB, approvalSweepHandler } from './modules/approvals/sweep';
import { onPaymentReconciled } from './modules/bankStatements';
import { recordPaidOnReconciliation } from './modules/lifecycle/paymentReconciled';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
    jobs: JobQueue;
    mailer: Mailer;
    /** The requests this node is answering: background work gives way to them (jobs/requestGauge.ts). */
    requests: RequestGauge;
  }
}

export interface Services {
  files: FileStore;
  jobs: JobQueue;
  mailer: Mailer;
  /** The requests this node is answering: exports give way to them between chunks. */
  requests: RequestGauge;
}

/** The shared services: stored files, the durable job queue and its handlers, mail. */
export function createServices(config: Config, db: Db, overrides: Partial<Pick<Services, 'mailer'>> = {}): Services {
  const files = createFileStore(path.resolve(config.DATA_DIR, 'files'));
  const mailer = overrides.mailer ?? createMailer(config.SMTP_URL);
  const requests = createRequestGauge();
  const handlers = {
    [RECOGNITION_JOB]: recognitionHandler({ db, files, config }),
    [EXPORT_JOB]: exportHandler({ db, files, mailer, config }),
    [TABLE_EXPORT_JOB]: tableExportHandler({ db, files, mailer, config, requests }),
    [MAIL_JOB]: mailHandler({ db, files, mailer }),
    [LIFECYCLE_DELIVERY_JOB]: lifecycleDeliveryHandler({ db, config }),
    [WEBHOOK_DELIVERY_JOB]: webhookDeliveryHandler({ db, config }),
    [RECONCILE_JOB]: reconcileHandler({ db, requests }),
    [PURGE_JOB]: purgeHandler({ db, files }),
    [APPROVAL_SWEEP_JOB]: approvalSweepHandler({ db, requests }),
  };
  const recognitions = Math.max(1, config.RECOGNITION_CONCURRENCY);
  // one OCR worker per recognition slot, never more than the cores
  configureOcr({ poolSize: Math.min(recognitions, os.availableParallelism()) });
  // recognition takes at most its slots: one more stays for mails and exports, which never wait behind a long OCR
  const jobs = createJobQueue(db, {
    handlers,
    concurrency: recognitions + 1,
    // an export at a time of each kind: the node's cores stay with its requests while exports queue (issue 23)
    kindLimits: { [RECOGNITION_JOB]: recognitions, [TABLE_EXPORT_JOB]: 1, [EXPORT_JOB]: 1 },
    timeouts: { [RECOGNITION_JOB]: config.RECOGNITION_TIMEOUT_SECONDS },
    stopWaitMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
  });
  return { files, jobs, mailer, requests };
}

// A payment the bank confirmed gets the lifecycle's 211 on its invoices (bank statements never import the lifecycle).
onPaymentReconciled(recordPaidOnReconciliation);

// Documents count against the offer's DOCUMENTS quantity (per calendar month or overall).
usageCounters.DOCUMENTS = async (db, accountId, since) => {
  const [r] = await db
    .select({ n: sql<number>`count(*)` })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), since ? gte(documents.createdAt, since) : undefined));
  return Number(r.n);
};
