// A real SMTP server on loopback for the browser tests: every message received is written to
// MAIL_DIR as <n>.eml, for the tests to read. Started by playwright.config.ts beside the app.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT ?? 2526);
const dir = path.resolve(process.env.MAIL_DIR ?? '.tmp/e2e-mail');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let n = 0;
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: 40 * 1024 * 1024,
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      fs.writeFileSync(path.join(dir, `${++n}.eml`), Buffer.concat(chunks));
      done();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`SMTP peer on ${port}, writing to ${dir}`));
