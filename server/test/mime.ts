/**
 * Reads a raw message as the SMTP peer received it (server/test/smtp.ts, e2e/smtp-peer.mjs): its text parts,
 * quoted-printable or base64 decoded to UTF-8 text, so a test reads what the recipient's mail program shows.
 */
export interface MimePart {
  type: string;
  text: string;
}

const decodeQuotedPrintable = (body: string) => {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

/** Every text/* part (text/plain, text/html) of the message, decoded. */
export function textParts(raw: string): MimePart[] {
  const parts: MimePart[] = [];
  const walk = (entity: string) => {
    const split = entity.search(/\r?\n\r?\n/);
    const head = split < 0 ? entity : entity.slice(0, split);
    const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    const type = /^content-type:\s*([^;\s]+)/im.exec(headers)?.[1]?.toLowerCase() ?? 'text/plain';
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of body.split(`--${boundary}`).slice(1))
        if (!piece.startsWith('--')) walk(piece.replace(/^\r?\n/, ''));
      return;
    }
    if (!type.startsWith('text/') || /^content-disposition:\s*attachment/im.test(headers)) return;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const text =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body;
    // the line break before the next boundary belongs to the boundary
    parts.push({ type, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') });
  };
  walk(raw);
  return parts;
}

/** The message's plain-text and HTML parts. */
export function mailParts(raw: string): { text: string; html: string } {
  const parts = textParts(raw);
  return {
    text: parts.find((p) => p.type === 'text/plain')?.text ?? '',
    html: parts.find((p) => p.type === 'text/html')?.text ?? '',
  };
}
