/**
 * A mailbox of N (10,000) messages, each with a Factur-X XML invoice of its own number, read by the app (issue 18):
 * messages taken in per minute, and GET /users/userInfo's throughput idle and while the mailbox is read. The IMAP
 * server is a private Dovecot on loopback (server/test/dovecot.ts, installed when missing); the app is the scale
 * bench's server (bench/scaleServer.ts) on the seeded database, its mailbox poll job queued as the schedule queues it.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npx tsx bench/mailbox.bench.ts
 *   DATA_DIR=/tmp/scale-pglite npx tsx bench/mailbox.bench.ts        (BENCH_MESSAGES, default 10000)
 *
 * The invoices it imports stay in the database (one document each, in the demo company): use a scratch copy.
 * A command that prints, not a test.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { ImapFlow } from 'imapflow';
import { startDovecot } from '../server/test/dovecot';
import { UPLOADS } from '../server/test/fixtures/invoices';
import { rawMail } from '../server/test/imapMail';
import { startScaleServer } from './scaleServerClient';

const N = Number(process.env.BENCH_MESSAGES ?? 10_000);
const FOLDER = 'INBOX';
const user = { user: 'bench', pass: 'bench-secret' };
const run = Date.now().toString(36);

const imap = await startDovecot({ [user.user]: user.pass });
const client = () =>
  new ImapFlow({
    host: '127.0.0.1',
    port: imap.port,
    secure: false,
    doSTARTTLS: false,
    auth: user,
    logger: false,
  });
const unseen = async () => {
  const c = client();
  await c.connect();
  try {
    const status = await c.status(FOLDER, { unseen: true });
    return status ? (status.unseen ?? 0) : 0;
  } finally {
    await c.logout();
  }
};

const xml = readFileSync(UPLOADS.facturxXmlInvoice, 'utf8');
const server = await startScaleServer();
try {
  // the mailbox, filled: each message one invoice of its own number (an identical file would be a duplicate)
  let t0 = performance.now();
  const filler = client();
  await filler.connect();
  for (let i = 0; i < N; i++) {
    const number = `MB-${run}-${i}`;
    await filler.append(
      FOLDER,
      rawMail({
        from: 'factures@fournisseur.test',
        subject: `Facture ${number}`,
        messageId: `${number}@fournisseur.test`,
        files: [
          {
            name: `${number}.xml`,
            type: 'application/xml',
            bytes: Buffer.from(xml.replaceAll('UC1_2023020_AFF', number)),
          },
        ],
      }),
    );
  }
  await filler.logout();
  console.log(`\nPaperdesk mailbox bench — ${server.database}, ${N} messages`);
  console.log(`mailbox filled in ${((performance.now() - t0) / 1000).toFixed(1)} s (IMAP APPEND)`);

  const res = await fetch(`${server.base}/mailboxes`, {
    method: 'POST',
    headers: { ...server.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      host: '127.0.0.1',
      port: imap.port,
      tls: 'NONE',
      username: user.user,
      password: user.pass,
      folder: FOLDER,
    }),
  });
  if (res.status !== 201) throw new Error(`POST /mailboxes: ${res.status} ${await res.text()}`);
  const box = (await res.json()) as { uuid: string };

  const savedTotal = async () => {
    const saved = await fetch(`${server.base}/documents/saved?range=[0,0]`, { headers: server.auth });
    return Number(saved.headers.get('content-range')?.split('/')[1] ?? NaN);
  };
  const savedBefore = await savedTotal();
  const load = (seconds: number) =>
    autocannon({ url: `${server.base}/users/userInfo`, headers: server.auth, connections: 10, duration: seconds });
  await load(2);
  const idle = await load(5);

  // the poll job, queued as the schedule queues it (mailboxSchedule.ts queuePolls)
  t0 = performance.now();
  await server.raw(
    `insert into jobs (kind, payload, company_id, subject)
     select 'mailbox.poll', jsonb_build_object('mailboxId', m.id), m.company_id, m.id from mailboxes m where m.id = $1`,
    [box.uuid],
  );
  const busy = await load(10);
  let left = await unseen();
  const leftAfterLoad = left;
  while (left > 0) {
    await new Promise((r) => setTimeout(r, 2000));
    left = await unseen();
    if (performance.now() - t0 > 3_600_000) throw new Error(`${left} messages still unread after an hour`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const box2 = (await (await fetch(`${server.base}/mailboxes/${box.uuid}`, { headers: server.auth })).json()) as {
    lasterror?: string;
  };
  const recognised = (await savedTotal()) - savedBefore;
  console.log(
    `read in ${seconds.toFixed(1)} s: ${((N / seconds) * 60).toFixed(0)} messages per minute` +
      ` (${N - leftAfterLoad} in the first 10 s); mailbox error: ${box2.lasterror || 'none'}`,
  );
  console.log(
    `GET /users/userInfo: ${idle.requests.average.toFixed(0)} req/s idle, ${busy.requests.average.toFixed(0)} req/s while the mailbox is read ` +
      `(${((busy.requests.average / idle.requests.average) * 100).toFixed(0)}% kept; target >= 50%)`,
  );
  console.log(`recognised meanwhile (saved, to validate): ${recognised} of ${N}`);
} finally {
  server.child.kill('SIGTERM');
  await imap.stop();
}
