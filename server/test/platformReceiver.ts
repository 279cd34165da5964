/**
 * A local HTTP receiver for outgoing deliveries (the platform's lifecycle endpoint, webhooks) on 127.0.0.1: it
 * keeps every request (headers and body), checks nothing itself, and answers `status` (503 to play a receiver
 * that is down).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (state.status < 300)
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = state.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    received,
    /** Answers this status from now on (503: down). */
    answer(status: number) {
      state.status = status;
    },
    /** Waits until `n` requests matched `pred`, up to `ms`. */
    async waitFor(pred: (r: Received) => boolean, n = 1, ms = 15_000) {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const hits = received.filter(pred);
        if (hits.length >= n) return hits;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`the receiver got ${received.filter(pred).length} of ${n} expected requests`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
