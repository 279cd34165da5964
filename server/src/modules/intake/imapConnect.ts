/** The one way to open a mailbox's IMAP connection, for a poll and for the IDLE watch. */
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { mailboxes } from '../../../db/schema';
import { decryptSecret, mailboxKey } from '../../crud/entities/mailboxSecret';

type Mailbox = typeof mailboxes.$inferSelect;

const isLoopback = (host: string) =>
  host === 'localhost' || (isIP(host) === 4 ? host.startsWith('127.') : isIP(host) === 6 && host === '::1');

/**
 * Connects and signs in with the mailbox's settings (its password decrypted here only). A mailbox without TLS may
 * only be on this machine. `idle`: the connection waits in IMAP IDLE on its selected folder (the watch), else it
 * never idles (a poll).
 */
export async function connectImap(app: FastifyInstance, box: Mailbox, opts: { idle: boolean }): Promise<ImapFlow> {
  if (box.tls === 'NONE' && !isLoopback(box.host))
    throw new Error('a mailbox without TLS may only be on this machine (loopback)');
  const password = decryptSecret(
    mailboxKey(app.config.MAILBOX_SECRET_KEY, (m) => app.log.warn(m)),
    box.secret,
  );
  const client = new ImapFlow({
    host: box.host,
    port: box.port,
    secure: box.tls === 'TLS',
    doSTARTTLS: box.tls === 'STARTTLS',
    auth: { user: box.username, pass: password },
    logger: false,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    // an idle connection is quiet for long: IDLE is renewed well within the server's 30 minutes (RFC 2177)
    socketTimeout: opts.idle ? 35 * 60_000 : 120_000,
    disableAutoIdle: !opts.idle,
    ...(opts.idle ? { maxIdleTime: 10 * 60_000 } : {}),
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
