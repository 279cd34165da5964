import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  /** SMTP URL for createMailer. */
  url: string;
  /** Raw messages received, in order. */
  inbox: string[];
  /** Refuse the next messages with this reply (undefined: accept). */
  refuseWith?: string;
  /** Waits until the inbox holds n messages (or times out). */
  waitFor(n: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback, collecting what it receives. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer = { inbox: [] as string[] } as SmtpPeer;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 40 * 1024 * 1024,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        if (peer.refuseWith) return done(Object.assign(new Error(peer.refuseWith), { responseCode: 550 }));
        peer.inbox.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  peer.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  peer.waitFor = async (n, ms = 10_000) => {
    for (let waited = 0; peer.inbox.length < n && waited < ms; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
  };
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
