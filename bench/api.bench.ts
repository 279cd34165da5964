/**
 * Prints, side by side in one run, requests/s and p95 latency of an authenticated
 * GET /paperdesk/api/users/userInfo and of a bare Fastify route on this machine.
 * Target: the authenticated route keeps at least 40% of the bare route's throughput.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function measure(url: string, headers: Record<string, string> = {}) {
  // Warm up, then measure every response's latency.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const latencies: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  latencies.sort((x, y) => x - y);
  return {
    rps: r.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

async function main() {
  // The servers run in their own process, so the load generator does not share their event loop.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/apiServers.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  const info = JSON.parse(first) as {
    bare: number;
    app: number;
    token: string;
    database: string;
    cacheSeconds: number;
  };
  try {
    const b = await measure(`http://127.0.0.1:${info.bare}/bare`);
    const a = await measure(`http://127.0.0.1:${info.app}/paperdesk/api/users/userInfo`, {
      authorization: `Bearer ${info.token}`,
    });
    const ratio = a.rps / b.rps;
    const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
    const row = (name: string, m: typeof a) =>
      `${name.padEnd(48)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${ms(m.p50)}   p95 ${ms(m.p95)}   p99 ${ms(m.p99)}`;
    console.log(
      `\nAPI latency (${info.database}, ${CONNECTIONS} connections, ${DURATION} s each, servers in a separate process)`,
    );
    console.log(row('bare Fastify GET /bare', b));
    console.log(row('authenticated GET /paperdesk/api/users/userInfo', a));
    console.log(
      `authenticated / bare throughput: ${(ratio * 100).toFixed(1)}% (target >= 40%) ${ratio >= 0.4 ? 'OK' : 'BELOW TARGET'}`,
    );
    console.log(`permission cache bound: a change takes effect on every node within ${info.cacheSeconds} s`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
