/** The e-invoice fixtures of the tests (server/test/fixtures/einvoices), read by name. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const EINVOICES = path.resolve(__dirname, 'fixtures/einvoices');
export const einvoiceFixture = (name: string) => readFileSync(path.join(EINVOICES, name));
