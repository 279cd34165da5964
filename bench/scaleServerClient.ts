/**
 * Starts bench/scaleServer.ts (the real app on the seeded database of DATABASE_URL or DATA_DIR, in its own process
 * so the bench's client never shares its event loop) and answers what it printed: its ports, a token of the demo
 * master, the ids the benches ask for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ScaleServer {
  app: number;
  control: number;
  token: string;
  database: string;
  company: string;
  originType: string;
  bigSupplier: string;
  keywords: Record<string, string>;
  /** The API's base URL. */
  base: string;
  /** Headers carrying the token. */
  auth: { authorization: string };
  /** Runs a statement in the server's process `n` times (the embedded database lives there); answers durations. */
  raw(sql: string, params?: unknown[], n?: number): Promise<number[]>;
  child: ChildProcess;
}

export async function startScaleServer(): Promise<ScaleServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/scaleServer.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const info = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    }),
  ) as Omit<ScaleServer, 'base' | 'auth' | 'raw' | 'child'>;
  const control = `http://127.0.0.1:${info.control}`;
  return {
    ...info,
    base: `http://127.0.0.1:${info.app}/paperdesk/api`,
    auth: { authorization: `Bearer ${info.token}` },
    raw: async (sql, params = [], n = 1) => {
      const res = await fetch(`${control}/raw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sql, params, n }),
      });
      if (!res.ok) throw new Error(`raw SQL: ${res.status} ${await res.text()}`);
      return (await res.json()) as number[];
    },
    child,
  };
}
