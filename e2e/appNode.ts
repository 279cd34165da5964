/**
 * A second app node for browser tests that need the server configured otherwise (an external provider): the real
 * server process (`tsx server/src/server.ts`) on a free port, with a fresh embedded database and the demo data,
 * serving the client the run was built with (CLIENT_DIR).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

export interface AppNode {
  base: string;
  close(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Starts the node on `port` (a free one by default: take one first when the provider must know the app's address). */
export async function startAppNode(env: Record<string, string>, port?: number): Promise<AppNode> {
  port ??= await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = `.tmp/e2e-data-node-${port}`;
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app node exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the app node did not start within 120 s');
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
