import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
}

export interface Mailer {
  /** False when no SMTP server is configured: callers say so instead of pretending to send. */
  readonly configured: boolean;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * Mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587 or smtps://...). A URL with
 * `?ignoreTLS=true` talks plain SMTP (local relays and the test peer).
 */
export function createMailer(smtpUrl: string | undefined, from = 'Paperdesk <no-reply@paperdesk.local>'): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      send: async () => {
        throw new Error('No SMTP server is configured (SMTP_URL)');
      },
      close: () => {},
    };
  }
  const url = new URL(smtpUrl);
  const sender = url.searchParams.get('from') ?? from;
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
  });
  return {
    configured: true,
    async send(mail) {
      const info = await transport.sendMail({ from: sender, ...mail, to: mail.to.join(', ') });
      return { messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}
