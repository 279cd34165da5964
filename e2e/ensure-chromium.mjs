// Makes sure Debian's Chromium is installed before the browser tests (Playwright's own download
// does not work on these machines). Installs it with apt-get when running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Debian Chromium for the browser tests...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit', env });
