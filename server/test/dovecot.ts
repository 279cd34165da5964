/**
 * A private Dovecot IMAP server on loopback for the mailbox tests (Debian's dovecot-imapd, installed with apt-get
 * when missing and running as root, like e2e/ensure-chromium.mjs): its own configuration, users (passwd-file)
 * and mail folders in a temporary directory, its own port; `stop()` ends it and removes the directory.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DOVECOT = '/usr/sbin/dovecot';

export interface Dovecot {
  port: number;
  users: Record<string, string>;
  stop(): Promise<void>;
}

function ensureInstalled() {
  if (existsSync(DOVECOT)) return;
  if (process.getuid?.() !== 0)
    throw new Error('Dovecot is missing: install it with sudo apt-get install -y dovecot-imapd');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq dovecot-imapd', { stdio: 'inherit', env });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function waitForPort(port: number, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => {
        c.end();
        resolve(true);
      });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not listen on ${port}`);
}

/** Starts Dovecot with these users (name -> password). */
export async function startDovecot(users: Record<string, string>): Promise<Dovecot> {
  ensureInstalled();
  const dir = await mkdtemp(path.join(tmpdir(), 'paperdesk-dovecot-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const uid = Number(execFileSync('id', ['-u', 'dovecot']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'dovecot']).toString().trim());
  const mail = path.join(dir, 'mail');
  await mkdir(mail);
  await chown(mail, uid, gid);
  await writeFile(
    path.join(dir, 'passwd'),
    Object.entries(users)
      .map(([u, p]) => `${u}:{PLAIN}${p}::::::`)
      .join('\n') + '\n',
  );
  const conf = path.join(dir, 'dovecot.conf');
  await writeFile(
    conf,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${uid}
mail_location = maildir:${mail}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${mail}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  // dovecot forks into the background: its output must not hold a pipe open
  execFileSync(DOVECOT, ['-c', conf], { stdio: 'ignore' });
  await waitForPort(port);
  return {
    port,
    users,
    stop: async () => {
      try {
        execFileSync(DOVECOT, ['-c', conf, 'stop'], { stdio: 'ignore' });
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 300));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
