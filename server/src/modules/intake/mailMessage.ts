/**
 * One mailed message as the poll reads it: who sent it, its subject, its Message-ID and hash, and its attachments.
 * A message of ordinary size is downloaded whole and parsed (mailparser); a message far larger than any document we
 * accept is read by its structure (IMAP BODYSTRUCTURE) instead: each attachment within the upload limit is
 * downloaded on its own and imported, one over the limit is not downloaded and is refused as too large, so a good
 * invoice mailed beside a 40 MB file is never lost.
 */
import type { FetchMessageObject, ImapFlow, MessageStructureObject } from 'imapflow';
import { simpleParser } from 'mailparser';
import { sha256 } from '../../storage/fileStore';

export interface MailAttachment {
  filename: string;
  contentType: string;
  inline: boolean;
  /** Its bytes; null when it is larger than the upload limit and was left on the server. */
  content: Buffer | null;
}

export interface MailMessage {
  messageId?: string;
  from: string;
  subject: string;
  /** The whole message's SHA-256 (of its structure and envelope when it was too large to download). */
  contentHash: string;
  attachments: MailAttachment[];
}

/** A message whose size passes this is read part by part (base64 makes an attachment a third larger). */
const wholeLimit = (limitBytes: number) => limitBytes * 1.4 + 1024 * 1024;

/** Reads message `uid` of the open folder; `limitBytes` is the upload limit. */
export async function readMessage(client: ImapFlow, uid: number, limitBytes: number): Promise<MailMessage> {
  const range = String(uid);
  const head = await client.fetchOne(range, { size: true }, { uid: true });
  if (head && head.size !== undefined && head.size > wholeLimit(limitBytes))
    return readByParts(client, range, limitBytes);
  const message = head ? await client.fetchOne(range, { source: true }, { uid: true }) : false;
  const source = message && message.source ? message.source : Buffer.alloc(0);
  const parsed = await simpleParser(source);
  return {
    messageId: parsed.messageId,
    from: parsed.from?.value.map((a) => a.address ?? '').join(', ') ?? '',
    subject: parsed.subject ?? '',
    contentHash: sha256(source),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      inline: a.contentDisposition === 'inline',
      content: a.content,
    })),
  };
}

/** The leaves of a message's structure, depth first. */
function leaves(node: MessageStructureObject | undefined): MessageStructureObject[] {
  if (!node) return [];
  return node.childNodes?.length ? node.childNodes.flatMap(leaves) : [node];
}

async function download(client: ImapFlow, range: string, part: string): Promise<Buffer> {
  const got = await client.download(range, part, { uid: true });
  const chunks: Buffer[] = [];
  if ('content' in got && got.content) for await (const c of got.content) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function readByParts(client: ImapFlow, range: string, limitBytes: number): Promise<MailMessage> {
  const msg = (await client.fetchOne(range, { envelope: true, bodyStructure: true }, { uid: true })) as
    FetchMessageObject | false;
  const envelope = msg ? msg.envelope : undefined;
  const structure = msg ? msg.bodyStructure : undefined;
  const attachments: MailAttachment[] = [];
  for (const node of leaves(structure)) {
    const filename = node.dispositionParameters?.filename ?? node.parameters?.name ?? '';
    // the message's text is not an attachment
    if (!filename && node.disposition !== 'attachment') continue;
    const decoded = node.encoding?.toLowerCase() === 'base64' ? ((node.size ?? 0) * 3) / 4 : (node.size ?? 0);
    const fits = decoded <= limitBytes && node.part !== undefined;
    attachments.push({
      filename,
      contentType: node.type,
      inline: node.disposition === 'inline',
      content: fits ? await download(client, range, node.part!) : null,
    });
  }
  return {
    messageId: envelope?.messageId,
    from: envelope?.from?.map((a) => a.address ?? '').join(', ') ?? '',
    subject: envelope?.subject ?? '',
    contentHash: sha256(Buffer.from(JSON.stringify({ envelope, structure }))),
    attachments,
  };
}
