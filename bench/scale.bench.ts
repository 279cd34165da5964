/**
 * Every list at size: for each list route, p50/p95 of its first page over 20 requests, the answer's size
 * (JSON and gzip), and the same queries replayed as raw SQL beside it; then the throughput of
 * GET /users/userInfo idle and during running exports.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npx tsx bench/scale.bench.ts [--seed 1000000]
 *   DATA_DIR=/tmp/scale-pglite npx tsx bench/scale.bench.ts [--seed 100000]
 *
 * --seed N first fills the database with `npm run seed:scale` (N documents, N/200 suppliers, N/5
 * payments, N/20 e-mails) when it holds fewer documents than that. --exports-only: only the throughput
 * figures (userInfo idle, during statement downloads, during BENCH_EXPORT_JOBS (20) export jobs).
 * The statement's last page is asked with the cursor of the page before (walked to once, untimed).
 * A command that prints, not a test.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startScaleServer } from './scaleServerClient';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string' },
    runs: { type: 'string', default: '20' },
    'exports-only': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

if (args.seed) {
  const n = Number(args.seed);
  const seeded = spawnSync(
    'npx',
    [
      'tsx',
      'server/seed/seedScale.cli.ts',
      '--documents',
      String(n),
      '--suppliers',
      String(Math.max(50, Math.round(n / 200))),
      '--payments',
      String(Math.round(n / 5)),
      '--emails',
      String(Math.round(n / 20)),
      '--if-fewer',
    ],
    { stdio: 'inherit', env: process.env },
  );
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const info = await startScaleServer();
const { base, auth, child } = info;
const control = `http://127.0.0.1:${info.control}`;

const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const from = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1)));
const to = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)));
const page = (start = 0, size = 50) => `range=${encodeURIComponent(JSON.stringify([start, start + size - 1]))}`;
const f = (o: object) => `filter=${encodeURIComponent(JSON.stringify(o))}`;
const ot = info.originType;

const routes: Array<{ name: string; path: string; method?: 'POST'; body?: unknown }> = [
  { name: 'documents, 3-month range', path: `/documents?fromDate=${from}&toDate=${to}&originType=${ot}&${page()}` },
  {
    name: 'documents, page 200 (offset 10,000)',
    path: `/documents?fromDate=${from}&toDate=${to}&originType=${ot}&${page(10_000)}`,
  },
  {
    name: 'documents, quick filter',
    path: `/documents?fromDate=${from}&toDate=${to}&originType=${ot}&${page()}&${f({ q: '-2026-00' })}`,
  },
  { name: 'saved (to validate)', path: `/documents/saved?originType=${ot}&${page()}` },
  { name: 'validated', path: `/documents/validated?originType=${ot}&${page()}` },
  { name: 'duplicated', path: `/documents/duplicated?originType=${ot}&${page()}` },
  { name: 'uncategorized', path: `/documents/uncategorized?${page()}` },
  { name: 'recognition', path: `/documents/recognition?${page()}` },
  {
    name: 'paid invoices',
    path: `/documents?fromDate=${from}&toDate=${to}&originType=${ot}&${page()}&${f({ status: 4 })}`,
  },
  { name: 'invoices to pay', path: `/invoicestopay?originType=${ot}&${page()}` },
  { name: 'payments, 3-month range', path: `/payments?fromDate=${from}&toDate=${to}&originType=${ot}&${page()}` },
  { name: 'statement, largest supplier', path: `/soldes/${info.company}/${info.bigSupplier}?${page()}` },
  { name: 'statement, its last page', path: `/soldes/${info.company}/${info.bigSupplier}?${page(10_950)}` },
  { name: 'balances of all suppliers', path: `/soldes/summary/${info.company}/all?${page()}` },
  { name: 'sent e-mails', path: `/emails?${page()}` },
  { name: 'document sources, first page', path: `/suppliers?${page()}` },
  { name: 'document sources, picker search', path: `/suppliers?range=%5B0%2C19%5D&${f({ q: 'fournisseur 42' })}` },
  { name: 'main dashboard figures', path: `/documents/stats?fromDate=${from}&toDate=${to}` },
  { name: 'origin dashboard figures', path: `/documents/dashboard?originType=${ot}&fromDate=${from}&toDate=${to}` },
  {
    name: 'search, two keyword criteria',
    path: `/documents/search?${page()}`,
    method: 'POST',
    body: {
      variableDatas: [
        { keywordUUID: info.keywords.TTC, operator: 'GREATER_THAN', value: '4000' },
        { keywordUUID: info.keywords.DUE_DATE, operator: 'GREATER_OR_EQUAL', value: from },
      ],
    },
  },
];

/** The x-next-cursor that leads to the page starting at `start` of the largest statement (pages of 50). */
async function cursorTo(start: number): Promise<string> {
  let cursor = '';
  for (let at = 0; at < start; at += 50) {
    const res = await fetch(
      `${base}/soldes/${info.company}/${info.bigSupplier}?${page(at)}${cursor ? `&cursor=${cursor}` : ''}`,
      {
        headers: auth,
      },
    );
    await res.arrayBuffer();
    cursor = res.headers.get('x-next-cursor') ?? '';
    if (!cursor) throw new Error(`no cursor after line ${at} (the statement has no cursor paging?)`);
  }
  return cursor;
}
const last = routes.find((r) => r.name === 'statement, its last page')!;
if (!args['exports-only']) {
  // the statement's last page of 50, however long it is at this size
  const res = await fetch(`${base}/soldes/${info.company}/${info.bigSupplier}?${page()}`, { headers: auth });
  await res.arrayBuffer();
  const lines = Number(res.headers.get('x-total-count'));
  const start = Math.floor((lines - 1) / 50) * 50;
  last.path = `/soldes/${info.company}/${info.bigSupplier}?${page(start)}&cursor=${await cursorTo(start)}`;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (v: number) => `${v.toFixed(1).padStart(7)}`;
const kb = (v: number) => `${(v / 1024).toFixed(1).padStart(7)}`;

async function request(r: (typeof routes)[number], gzip = false) {
  const url = new URL(`${base}${r.path}`);
  const t0 = performance.now();
  // node:http, so the size is what travels (fetch would hand back the inflated body)
  const { status, bytes, total } = await new Promise<{ status: number; bytes: number; total: string }>(
    (resolve, reject) => {
      const req = http.request(
        url,
        {
          method: r.method ?? 'GET',
          headers: {
            ...auth,
            ...(r.body ? { 'content-type': 'application/json' } : {}),
            'accept-encoding': gzip ? 'gzip' : 'identity',
          },
        },
        (res) => {
          let n = 0;
          res.on('data', (chunk: Buffer) => {
            n += chunk.length;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              bytes: n,
              total:
                String(res.headers['content-range'] ?? '')
                  .split('/')
                  .pop() ?? '',
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(r.body ? JSON.stringify(r.body) : undefined);
    },
  );
  if (status >= 400) throw new Error(`${r.name}: ${status}`);
  return { ms: performance.now() - t0, bytes, total };
}

/** The raw SQL of one request, each query timed RUNS times in the server's process: sum of p50s and p95s. */
async function rawSql(r: (typeof routes)[number]) {
  await fetch(`${control}/captured/reset`, { method: 'POST' });
  await request(r);
  const queries = (await (await fetch(`${control}/captured`)).json()) as Array<{ sql: string; params: unknown[] }>;
  let p50 = 0,
    p95 = 0;
  for (const q of queries) {
    const times = await info.raw(q.sql, q.params, RUNS);
    p50 += pct(times, 0.5);
    p95 += pct(times, 0.95);
  }
  return { p50, p95, queries: queries.length };
}

console.log(`\nPaperdesk scale bench — ${info.database}, ${RUNS} requests per route, first page of 50 rows\n`);
console.log(
  `${'route'.padEnd(36)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'JSON kB'.padStart(7)} ${'gzip kB'.padStart(7)} ${'total'.padStart(9)} | ${'SQL p50'.padStart(7)} ${'SQL p95'.padStart(7)} queries`,
);
try {
  for (const r of args['exports-only'] ? [] : routes) {
    await request(r); // warm
    const times: number[] = [];
    let last = { bytes: 0, total: '' };
    for (let i = 0; i < RUNS; i++) {
      const x = await request(r);
      times.push(x.ms);
      last = x;
    }
    const zipped = await request(r, true);
    times.sort((a, b) => a - b);
    const raw = await rawSql(r);
    console.log(
      `${r.name.padEnd(36)} ${ms(pct(times, 0.5))} ${ms(pct(times, 0.95))} ${kb(last.bytes)} ${kb(zipped.bytes)} ${last.total.padStart(9)} | ${ms(raw.p50)} ${ms(raw.p95)} ${String(raw.queries).padStart(7)}`,
    );
  }

  // A request never holds the node: userInfo's throughput idle, then while statements are exported.
  const load = (seconds: number) =>
    autocannon({ url: `${base}/users/userInfo`, headers: auth, connections: 10, duration: seconds });
  await load(2);
  const idle = await load(5);
  let exporting = true;
  let exports = 0;
  const exporter = async () => {
    while (exporting) {
      const res = await fetch(`${base}/soldes/${info.company}/${info.bigSupplier}?format=csv`, { headers: auth });
      await res.arrayBuffer();
      exports++;
    }
  };
  // one export at a time, as a user runs one (BENCH_EXPORTERS for more)
  const running = Array.from({ length: Number(process.env.BENCH_EXPORTERS ?? 1) }, exporter);
  const busy = await load(5);
  exporting = false;
  await Promise.all(running);
  const ratio = busy.requests.average / idle.requests.average;
  console.log(
    `\nGET /users/userInfo: ${idle.requests.average.toFixed(0)} req/s idle, ${busy.requests.average.toFixed(0)} req/s during ${exports} statement exports ` +
      `(${(ratio * 100).toFixed(0)}% kept; target >= 50%)`,
  );

  // Export jobs (POST /exports: the largest statement as XLSX) queued at once; userInfo while they run.
  const jobs = Number(process.env.BENCH_EXPORT_JOBS ?? 20);
  const ids: string[] = [];
  for (let i = 0; i < jobs; i++) {
    const res = await fetch(`${base}/exports`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'statement', format: 'xlsx', branch: info.company, supplier: info.bigSupplier }),
    });
    if (res.status >= 400) throw new Error(`POST /exports: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const t0 = performance.now();
  const duringJobs = await load(5);
  const doneIn = async () => {
    for (;;) {
      const states = await Promise.all(
        ids.map(
          async (id) =>
            ((await (await fetch(`${base}/exports/${id}`, { headers: auth })).json()) as { status: string }).status,
        ),
      );
      if (states.every((s) => s === 'done' || s === 'failed')) return states.filter((s) => s === 'done').length;
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const done = await doneIn();
  console.log(
    `GET /users/userInfo: ${duringJobs.requests.average.toFixed(0)} req/s while ${jobs} export jobs run (${((duringJobs.requests.average / idle.requests.average) * 100).toFixed(0)}% kept; target >= 70%); ` +
      `${done}/${jobs} exports done in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
} finally {
  child.kill('SIGTERM');
}
