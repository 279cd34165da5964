import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { UPLOADS } from '../../../test/fixtures/invoices';
import { multipart } from '../../../test/multipart';

let t: TestContext;
let llm: Server;
let token: string;
let clerk: string;
const asked: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  // A local server speaking the OpenAI chat-completions protocol.
  llm = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      asked.push(JSON.parse(body));
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          choices: [
            {
              message: {
                role: 'assistant',
                content: JSON.stringify({ invoice_number: 'F20220023', total_ttc: '104.90' }),
              },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  t = await createTestContext({ LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as { port: number }).port}/v1` });
  const acc = await createAccount(t.database.db);
  token = await t.token({ sub: acc.admin.id });
  clerk = await t.token({ sub: acc.clerk.id, roles: ['linkeduser'] });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => llm.close(() => r()));
});

const post = async (bearer: string, url: string, fields: Record<string, string>, file: string) => {
  const body = multipart(fields, [{ name: path.basename(file), bytes: await readFile(file) }]);
  return t.call(bearer, { method: 'POST', url: `/paperdesk/api${url}`, payload: body.payload, headers: body.headers });
};

describe('AI test page calls', () => {
  it('shows the text and the fields of a document, with the configured model', async () => {
    const ai = await t.call(token, {
      method: 'POST',
      url: '/paperdesk/api/ai/configurations',
      payload: { name: 'Test', model: 'local/test', temperature: 0.2 },
    });
    const res = await post(
      token,
      '/ai/configurations/document/test',
      { configuration: ai.json().uuid, embedmode: 'OCRRESULT' },
      UPLOADS.facturxInvoice,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.source).toBe('xml');
    expect(body.fields.totalTTC).toMatchObject({ value: '104.90', source: 'xml' });
    expect(body.llm.invoice_number).toMatchObject({ value: 'F20220023', source: 'llm' });
    expect(body.answeredBy).toBe('llm');
    expect(body.builtinReason).toBeUndefined();
    expect(asked.at(-1)).toMatchObject({ model: 'local/test', temperature: 0.2 });
  });

  it('reads an image by OCR', async () => {
    const res = await post(token, '/ai/configurations/ocr/test', {}, UPLOADS.scan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'ocr' });
    expect(res.json().text).toMatch(/Amazon/i);
  }, 60_000);

  it('needs the prompts permission', async () => {
    expect((await post(clerk, '/ai/configurations/ocr/test', {}, UPLOADS.scan)).statusCode).toBe(403);
  });

  it("refuses a file for the upload's reasons, said in the reader's language", async () => {
    const send = (name: string, bytes: Buffer) => {
      const body = multipart({}, [{ name, bytes }]);
      return t.call(token, {
        method: 'POST',
        url: '/paperdesk/api/ai/configurations/ocr/test',
        payload: body.payload,
        headers: body.headers,
      });
    };
    const empty = await send('empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ key: 'error.upload.empty' });
    const damaged = await send('broken.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 65)]));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json()).toMatchObject({ key: 'error.upload.damaged' });
    const text = await send('notes.pdf', Buffer.from('just some text'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ key: 'error.upload.type' });
  });
});

describe('AI document test without an AI endpoint', () => {
  let bare: TestContext;
  let admin: string;
  beforeAll(async () => {
    bare = await createTestContext();
    const acc = await createAccount(bare.database.db);
    admin = await bare.token({ sub: acc.admin.id });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers the built-in result and says where it came from, instead of refusing', async () => {
    const ai = await bare.call(admin, {
      method: 'POST',
      url: '/paperdesk/api/ai/configurations',
      payload: { name: 'Test' },
    });
    const body = multipart({ configuration: ai.json().uuid }, [
      { name: 'facturx.pdf', bytes: await readFile(UPLOADS.facturxInvoice) },
    ]);
    const res = await bare.call(admin, {
      method: 'POST',
      url: '/paperdesk/api/ai/configurations/document/test',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answeredBy: 'builtin', builtinReason: 'NO_AI_ENDPOINT', llm: null });
    expect(res.json().fields.totalTTC).toMatchObject({ value: '104.90' });
  });
});
