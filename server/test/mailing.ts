import { createMailer } from '../src/modules/mail/mailer';
import { createTestContext, type TestContext } from './app';
import { startSmtpPeer, type SmtpPeer } from './smtp';

export type MailingContext = TestContext & { smtp: SmtpPeer };

/** The real app (test/app.ts) mailing through a real SMTP peer on loopback; close() stops both. */
export async function createMailingContext(env: Record<string, string> = {}): Promise<MailingContext> {
  const smtp = await startSmtpPeer();
  try {
    const t = await createTestContext(env, { mailer: createMailer(smtp.url) });
    return {
      ...t,
      smtp,
      close: async () => {
        await t.close();
        await smtp.close();
      },
    };
  } catch (e) {
    await smtp.close();
    throw e;
  }
}
