/** Builds raw e-mails with attachments (multipart/mixed, base64) and appends them to an IMAP folder. */
import { randomBytes } from 'node:crypto';
import { ImapFlow } from 'imapflow';

export interface MailFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export function rawMail(opts: { from: string; subject: string; messageId?: string; files: MailFile[] }): Buffer {
  const boundary = `----pd${randomBytes(8).toString('hex')}`;
  const lines = [
    `From: ${opts.from}`,
    'To: factures@paperdesk.test',
    `Subject: ${opts.subject}`,
    ...(opts.messageId ? [`Message-ID: <${opts.messageId}>`] : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Veuillez trouver ci-joint notre facture.',
  ];
  for (const f of opts.files) {
    lines.push(
      `--${boundary}`,
      `Content-Type: ${f.type}; name="${f.name}"`,
      `Content-Disposition: attachment; filename="${f.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
    );
    // line by line: a 40 MB attachment is too many lines to spread into one call
    const b64 = f.bytes.toString('base64');
    for (let i = 0; i < b64.length; i += 76) lines.push(b64.slice(i, i + 76));
    if (!b64) lines.push('');
  }
  lines.push(`--${boundary}--`, '');
  return Buffer.from(lines.join('\r\n'));
}

/** The test's IMAP server on this machine and the mailbox's login. */
type ImapServer = { port: number; user: string; pass: string };

/** Runs `use` logged in to the IMAP server (plain, on loopback), and logs out whatever happens. */
async function withImap<T>(server: ImapServer, use: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: server.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: server.user, pass: server.pass },
    logger: false,
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.logout();
  }
}

/** Appends messages to a folder of the IMAP server (created when missing). */
export async function appendMail(server: ImapServer, folder: string, ...mails: Buffer[]) {
  await withImap(server, async (client) => {
    if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => undefined);
    for (const m of mails) await client.append(folder, m);
  });
}

/** How many messages a folder holds, and how many of them are unseen. */
export async function folderState(server: ImapServer, folder: string) {
  return withImap(server, async (client) => {
    const status = await client.status(folder, { messages: true, unseen: true });
    return status ? { messages: status.messages ?? 0, unseen: status.unseen ?? 0 } : { messages: 0, unseen: 0 };
  });
}

/** Takes the \\Seen flag off every message of a folder (a node that died before marking what it imported). */
export async function markAllUnseen(server: ImapServer, folder: string) {
  await withImap(server, async (client) => {
    const lock = await client.getMailboxLock(folder);
    try {
      await client.messageFlagsRemove('1:*', ['\\Seen']);
    } finally {
      lock.release();
    }
  });
}
