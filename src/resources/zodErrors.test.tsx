// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  Form,
  memoryStore,
  ResourceContextProvider,
  SaveButton,
  TestMemoryRouter,
  TextInput,
  type TranslationMessages,
} from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../domain/locales';
import { toErrorBody } from '../../server/src/plugins/errorHandler';
import { loadCatalogue } from '../catalogue';
import { describeError, type ErrorTranslator } from '../i18n/errorMessage';
import { fakeAuthProvider, fakeDataProvider } from '../test/fixtures';
import { validateWith } from '../domain/defineResource';
import { resourceConfigs } from './index';
import { issueMessage, issueMessages } from '../domain/zodErrors';

/** What must never reach the screen: zod's developer text and i18n keys. */
const DEVELOPER_TEXT =
  /Invalid input|Too big|Too small|expected \w+|received \w+|Invalid option|Invalid (string|email|uuid)/;
const RAW_KEY = /(^|[\s:(])([a-z]\w*\.)*error\.\w+/;

const catalogues = {} as Record<LocaleCode, TranslationMessages>;
beforeAll(async () => {
  for (const code of LOCALE_CODES) catalogues[code] = await loadCatalogue(code);
});

const MISSING = '\u0000';
function translator(code: LocaleCode): ErrorTranslator {
  const provider = polyglotI18nProvider(() => catalogues[code], code, LOCALES);
  return { translate: (key, args) => provider.translate(key, args) as string, locale: code };
}
const has = (code: LocaleCode, key: string) => translator(code).translate(key, { _: MISSING }) !== MISSING;

afterEach(cleanup);

describe('zod issues as translatable messages', () => {
  const schema = z.object({
    name: z.string().trim().min(1, 'error.required').max(200),
    code: z.string().min(3),
    count: z.number().int().min(0).max(10),
    mail: z.string().email(),
    kind: z.enum(['A', 'B']),
    tags: z.array(z.string()).min(1),
  });
  const issues = (v: unknown) => issueMessages(schema.safeParse(v, { reportInput: true }).error!.issues);

  it("keeps the schema's own keys and maps the rest by code, with their figures", () => {
    expect(issues({ name: 'x'.repeat(201), code: 'ab', count: 11, mail: 'no', kind: 'C', tags: [] })).toEqual({
      name: { message: 'error.zod.too_long', args: { maximum: 200 } },
      code: { message: 'error.zod.too_short', args: { minimum: 3 } },
      count: { message: 'error.zod.too_large', args: { maximum: 10 } },
      mail: { message: 'error.email' },
      kind: { message: 'error.choice' },
      tags: { message: 'error.zod.too_few', args: { minimum: 1 } },
    });
    expect(issues({ name: '', count: 1.5 })).toMatchObject({
      name: { message: 'error.required' },
      code: { message: 'error.required' },
      count: { message: 'error.zod.integer' },
      mail: { message: 'error.required' },
      kind: { message: 'error.required' },
      tags: { message: 'error.required' },
    });
    expect(issues({ name: 'a', code: 7 }).code).toEqual({ message: 'error.text' });
  });

  it('knows a missing value without the input reported (server parses)', () => {
    const res = z.object({ a: z.string() }).safeParse({});
    expect(issueMessage(res.error!.issues[0])).toEqual({ message: 'error.required' });
  });

  it('gives every configuration form only messages each language has', () => {
    const hostile = {
      name: 'x'.repeat(5000),
      description: 7,
      type: 'NOPE',
      visible: 'maybe',
      color: 'red',
      email: 'x',
      url: 'ftp:',
      index: -1,
    };
    const keys = new Set<string>();
    for (const config of resourceConfigs) {
      for (const input of [{}, hostile]) {
        const res = config.model.schema.safeParse(input, { reportInput: true });
        if (!res.success) for (const m of Object.values(issueMessages(res.error.issues))) keys.add(m.message);
      }
    }
    expect(keys.size).toBeGreaterThan(3);
    const missing = LOCALE_CODES.flatMap((code) => [...keys].filter((k) => !has(code, k)).map((k) => `${code}: ${k}`));
    expect(missing).toEqual([]);
  });
});

describe('a form with invalid input, in each language', () => {
  const schema = z.object({ name: z.string().trim().min(1, 'error.required').max(200), code: z.string().min(3) });

  for (const code of LOCALE_CODES) {
    it(`shows ${code} messages, never keys nor developer text`, async () => {
      const i18nProvider = polyglotI18nProvider(() => catalogues[code], code, LOCALES);
      render(
        <TestMemoryRouter>
          <AdminContext
            dataProvider={fakeDataProvider()}
            authProvider={fakeAuthProvider()}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <ResourceContextProvider value="documents/keywords">
              <Form record={{ name: 'x'.repeat(201) }} validate={validateWith(schema)} onSubmit={() => undefined}>
                <TextInput source="name" label="Name" />
                <TextInput source="code" label="Code" />
                <SaveButton alwaysEnable />
              </Form>
            </ResourceContextProvider>
          </AdminContext>
        </TestMemoryRouter>,
      );
      fireEvent.click(screen.getByRole('button'));
      const tooLong = translator(code).translate('error.zod.too_long', { maximum: 200 });
      await waitFor(() => expect(document.body.textContent).toContain(tooLong));
      expect(tooLong).toContain('200');
      expect(document.body.textContent).toContain(translator(code).translate('error.required'));
      expect(document.body.textContent).not.toMatch(DEVELOPER_TEXT);
      expect(document.body.textContent).not.toMatch(RAW_KEY);
    });
  }
});

describe('a server refusal, in each language', () => {
  const zodRefusal = toErrorBody(
    z.object({ name: z.string().max(200), kind: z.enum(['A']) }).safeParse({ name: 'x'.repeat(201) }).error,
  ).body;
  const refusals: Array<[number, unknown]> = [
    [400, zodRefusal],
    [
      409,
      {
        code: 'INVALID_STATE',
        message: 'The document cannot be validated: document.error.duplicate, document.error.amounts',
        fields: { duplicate: 'document.error.duplicate', amounts: 'document.error.amounts' },
      },
    ],
    [400, { code: 'VALIDATION', message: 'Invalid input: url: error.url', fields: { url: 'error.url' } }],
    [400, { code: 'VALIDATION', message: 'error.pagenumbers' }],
    [
      409,
      {
        code: 'DUPLICATE',
        message: 'A user with the e-mail a@b.c already exists',
        fields: { email: 'error.emailtaken' },
      },
    ],
    [409, { code: 'IN_USE', message: 'This keyword is used by the document group(s): Invoices', success: false }],
    [403, { code: 'LIMIT_EXCEEDED', message: 'Your offer allows 3 users' }],
    [
      409,
      {
        code: 'IN_USE',
        message: 'This keyword holds values in 3 document(s) and cannot be deleted',
        key: 'error.inuse.keyword_documents',
        params: { smart_count: 3 },
      },
    ],
    [504, { message: 'upstream' }],
  ];

  it('keeps the code and answers the fields as keys with figures', () => {
    expect(zodRefusal).toMatchObject({
      code: 'VALIDATION',
      fields: { name: 'error.zod.too_long', kind: 'error.choice' },
      fieldArgs: { name: { maximum: 200 } },
    });
  });

  for (const code of LOCALE_CODES) {
    it(`reads in ${code}, never as keys nor developer text`, () => {
      const t = translator(code);
      for (const [status, body] of refusals) {
        const shown = describeError(status, body, 'Bad Request', t);
        expect(shown, JSON.stringify(body)).not.toMatch(RAW_KEY);
        expect(shown, JSON.stringify(body)).not.toMatch(DEVELOPER_TEXT);
        if (code !== 'en') expect(shown).not.toMatch(/already exists|is used by|Your offer allows|cannot be validated/);
      }
      // the server's English sentence is never shown, not even to an English reader
      expect(describeError(409, refusals[4][1], '', t)).toBe(t.translate('error.emailtaken'));
      expect(describeError(403, refusals[6][1], '', t)).toBe(t.translate('error.code.LIMIT_EXCEEDED'));
      expect(describeError(409, refusals[1][1], '', t)).toContain(t.translate('document.error.duplicate'));
      expect(describeError(409, refusals[7][1], '', t)).toBe(
        t.translate('error.inuse.keyword_documents', { smart_count: 3 }),
      );
      expect(describeError(409, refusals[7][1], '', t)).toContain('3');
    });
  }
});
