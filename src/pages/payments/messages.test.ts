import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyParityProblems, LOCALE_CODES } from '../../../i18n';
import { paymentsMessages } from './messages';
import { payBatchMessages } from './PayDialog.messages';

type Tree = { [k: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`),
  );
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

describe('payments messages', () => {
  it('have the same keys in the five languages', () => {
    expect(keyParityProblems(paymentsMessages as never)).toEqual([]);
    expect(keyParityProblems(payBatchMessages as never)).toEqual([]);
  });

  it('keep the placeholders of the English text in every language', () => {
    const en = new Map([
      ...flat(paymentsMessages.en as unknown as Tree),
      ...flat(payBatchMessages.en as unknown as Tree),
    ]);
    const problems = [paymentsMessages, payBatchMessages].flatMap((messages) =>
      LOCALE_CODES.flatMap((code) =>
        flat(messages[code] as unknown as Tree)
          .filter(([key, text]) => placeholders(text).join() !== placeholders(en.get(key) ?? '').join())
          .map(([key]) => `${code} ${key}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('hold every payments text the pages ask for', () => {
    const en = new Map([
      ...flat(paymentsMessages.en as unknown as Tree),
      ...flat(payBatchMessages.en as unknown as Tree),
    ]);
    const sources = readdirSync(__dirname).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'));
    const asked = sources.flatMap((f) =>
      [...readFileSync(join(__dirname, f), 'utf8').matchAll(/'(payments\.[\w.]+)'/g)].map((m) => m[1]),
    );
    expect(asked.length).toBeGreaterThan(20);
    expect(asked.filter((key) => !en.has(key))).toEqual([]);
  });
});
