/**
 * Mailbox passwords at rest: AES-256-GCM with the key of MAILBOX_SECRET_KEY, stored as
 * "v1:<iv>:<tag>:<ciphertext>" (base64). Without the variable a development key is derived from a fixed
 * phrase (the same on every node, so stored passwords stay readable) and a warning says so once.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const DEV_PHRASE = 'paperdesk development mailbox key: set MAILBOX_SECRET_KEY in production';
let warned = false;

/** The 32-byte key from the environment variable (64 hex or 44 base64 characters), else the development one. */
export function mailboxKey(configured: string | undefined, warn: (msg: string) => void = console.warn): Buffer {
  if (configured) return Buffer.from(configured, /^[0-9a-fA-F]{64}$/.test(configured) ? 'hex' : 'base64');
  if (!warned) {
    warned = true;
    warn(
      'MAILBOX_SECRET_KEY is not set: mailbox passwords are encrypted with a development key derived from a fixed phrase',
    );
  }
  return createHash('sha256').update(DEV_PHRASE).digest();
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

/** The password, or throws when the stored value was written with another key or altered. */
export function decryptSecret(key: Buffer, stored: string): string {
  const [v, iv, tag, data] = stored.split(':');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('the stored mailbox password is not readable');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}
