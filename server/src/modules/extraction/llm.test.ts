import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, llmExtract, LlmError, parseAnswer } from './llm';
import { fixture, readCorpus } from '../../../test/extraction';
import type { KeywordSpec, LlmSettings, ReadResult } from './types';

interface Seen {
  headers: http.IncomingHttpHeaders;
  body: Record<string, any>;
  url: string;
}

/** A local OpenAI-compatible endpoint: checks each request and answers what the test queued. */
function fakeServer() {
  const seen: Seen[] = [];
  type Answer = { status?: number; body?: unknown; delayMs?: number };
  const answers: ((req: Seen) => Answer)[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const s: Seen = { headers: req.headers, body: raw ? JSON.parse(raw) : {}, url: req.url ?? '' };
      seen.push(s);
      const next = answers.shift() ?? ((): Answer => ({ status: 500, body: { error: { message: 'nothing queued' } } }));
      const a: Answer = next(s);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(a.body));
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  return { server, seen, answers };
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  model: 'test-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

const KEYWORDS: KeywordSpec[] = [
  { extractionkey: 'invoice_number', valuetype: 'TEXT', label: 'Invoice number' },
  { extractionkey: 'total_ttc', valuetype: 'NUMBER' },
  { extractionkey: 'due_date', valuetype: 'DATE' },
  { extractionkey: 'paid', valuetype: 'BOOLEAN' },
  { extractionkey: 'kind', valuetype: 'ENUMERATED', choices: ['INVOICE', 'CREDIT'] },
  { extractionkey: 'lines', valuetype: 'TABLE', choices: ['designation', 'amount'] },
];

const read: ReadResult = {
  kind: 'pdf',
  source: 'text',
  text: 'Facture N° F-1\nTotal TTC 120,00 €\nÉchéance 30/04/2024',
  pages: 1,
  warnings: [],
};

describe('LLM engine against a local OpenAI-compatible server', () => {
  const fake = fakeServer();
  let settings: LlmSettings;
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    const { port } = fake.server.address() as AddressInfo;
    settings = {
      baseUrl: `http://127.0.0.1:${port}/v1/`,
      apiKey: 'sk-test',
      model: 'test-model',
      temperature: 0.2,
      maxtokens: 512,
      topp: 0.9,
      frequencypenalty: 0.1,
      presencepenalty: 0.3,
      prompt: 'You read French invoices.',
      embedmode: 'OCRRESULT',
      timeoutMs: 5000,
    };
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('sends the settings, the prompt, the text and a strict JSON schema of the keywords; validates the answer', async () => {
    fake.answers.push((req) => {
      const b = req.body;
      expect(req.url).toBe('/v1/chat/completions');
      expect(req.headers.authorization).toBe('Bearer sk-test');
      expect(b).toMatchObject({
        model: 'test-model',
        temperature: 0.2,
        max_tokens: 512,
        top_p: 0.9,
        frequency_penalty: 0.1,
        presence_penalty: 0.3,
      });
      expect(b.response_format.type).toBe('json_schema');
      expect(b.response_format.json_schema.strict).toBe(true);
      const schema = b.response_format.json_schema.schema;
      expect(Object.keys(schema.properties)).toEqual([...KEYWORDS.map((k) => k.extractionkey), '_confidence']);
      expect(schema.required).toContain('due_date');
      expect(schema.additionalProperties).toBe(false);
      expect(schema.properties.kind.enum).toEqual(['INVOICE', 'CREDIT', null]);
      expect(schema.properties.due_date.pattern).toBe('^\\d{4}-\\d{2}-\\d{2}$');
      expect(schema.properties.lines.items.required).toEqual(['designation', 'amount']);
      expect(b.messages[0]).toMatchObject({ role: 'system' });
      expect(b.messages[0].content).toContain('You read French invoices.');
      expect(b.messages[1].content).toContain('Total TTC 120,00 €');
      return {
        body: completion(
          '```json\n' +
            JSON.stringify({
              invoice_number: 'F-1',
              total_ttc: '120.00',
              due_date: '2024-04-30',
              paid: false,
              kind: 'INVOICE',
              lines: [{ designation: 'Papier', amount: '120.00' }],
              _confidence: {
                invoice_number: 0.95,
                total_ttc: 0.5,
                due_date: null,
                paid: null,
                kind: null,
                lines: null,
              },
            }) +
            '\n```',
        ),
      };
    });
    const out = await llmExtract(read, { bytes: Buffer.from(''), mime: 'application/pdf' }, KEYWORDS, settings);
    expect(out.invoice_number).toEqual({ value: 'F-1', source: 'llm', confidence: 0.8 });
    expect(out.total_ttc).toEqual({ value: '120.00', source: 'llm', confidence: 0.5 });
    expect(out.due_date).toEqual({ value: '2024-04-30', source: 'llm', confidence: 0.8 });
    expect(out.paid?.value).toBe(false);
    expect(out.kind?.value).toBe('INVOICE');
    expect(out.lines?.value).toEqual([{ designation: 'Papier', amount: '120.00' }]);
  });

  it('drops values that do not fit the schema', async () => {
    fake.answers.push(() => ({
      body: completion(
        JSON.stringify({
          invoice_number: null,
          total_ttc: 'cent vingt',
          due_date: '2024-02-31',
          paid: 'maybe',
          kind: 'RECEIPT',
          lines: 'none',
        }),
      ),
    }));
    const out = await llmExtract(read, { bytes: Buffer.from(''), mime: 'application/pdf' }, KEYWORDS, settings);
    expect(out).toEqual({});
  });

  it('FILE mode sends an image as a data URL, and XML as text', async () => {
    const png = readCorpus('invoice2data', 'oyo.png');
    fake.answers.push((req) => {
      const parts = req.body.messages[1].content;
      expect(Array.isArray(parts)).toBe(true);
      const img = parts.find((p: { type: string }) => p.type === 'image_url');
      expect(img.image_url.url.startsWith('data:image/png;base64,')).toBe(true);
      expect(img.image_url.url.length).toBeGreaterThan(png.length);
      return { body: completion('{"invoice_number": "IBZY2087"}') };
    });
    const out = await llmExtract({ ...read, kind: 'image' }, { bytes: png, mime: 'image/png' }, [KEYWORDS[0]], {
      ...settings,
      embedmode: 'FILE',
    });
    expect(out.invoice_number?.value).toBe('IBZY2087');
    const xml = fixture('ubl-invoice.xml');
    fake.answers.push((req) => {
      expect(req.body.messages[1].content).toContain('<cbc:ID>XR-2024-0042</cbc:ID>');
      return { body: completion('Here it is: {"invoice_number": "XR-2024-0042"} hope it helps') };
    });
    const x = await llmExtract({ ...read, kind: 'xml' }, { bytes: xml, mime: 'application/xml' }, [KEYWORDS[0]], {
      ...settings,
      embedmode: 'FILE',
    });
    expect(x.invoice_number?.value).toBe('XR-2024-0042');
  });

  it('FILE mode renders the first pages of a PDF to PNG images', async () => {
    fake.answers.push((req) => {
      const parts = req.body.messages[1].content as { type: string; image_url?: { url: string } }[];
      const images = parts.filter((p) => p.type === 'image_url');
      expect(images).toHaveLength(1);
      expect(images[0].image_url!.url.startsWith('data:image/png;base64,iVBOR')).toBe(true);
      return { body: completion('{"invoice_number": "FA-2024-001"}') };
    });
    const out = await llmExtract(
      { ...read, pages: 1 },
      { bytes: fixture('plain.pdf'), mime: 'application/pdf' },
      [KEYWORDS[0]],
      { ...settings, embedmode: 'FILE' },
    );
    expect(out.invoice_number?.value).toBe('FA-2024-001');
  });

  it('reports HTTP errors, timeouts, unreachable endpoints and non-JSON answers clearly', async () => {
    fake.answers.push(() => ({ status: 401, body: { error: { message: 'Invalid API key' } } }));
    await expect(
      llmExtract(read, { bytes: Buffer.from(''), mime: 'application/pdf' }, KEYWORDS, settings),
    ).rejects.toThrow('the LLM endpoint answered HTTP 401: Invalid API key');
    fake.answers.push(() => ({ delayMs: 1500, body: completion('{}') }));
    const slow = await llmExtract(read, { bytes: Buffer.from(''), mime: 'application/pdf' }, KEYWORDS, {
      ...settings,
      timeoutMs: 200,
    }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(LlmError);
    expect((slow as LlmError).code).toBe('TIMEOUT');
    expect((slow as Error).message).toMatch(/within 200 ms/);
    const down = await llmExtract(read, { bytes: Buffer.from(''), mime: 'application/pdf' }, KEYWORDS, {
      ...settings,
      baseUrl: 'http://127.0.0.1:1',
    }).catch((e: unknown) => e);
    expect((down as LlmError).code).toBe('NETWORK');
    fake.answers.push(() => ({ body: completion('I cannot read this document.') }));
    await expect(
      llmExtract(read, { bytes: Buffer.from(''), mime: 'application/pdf' }, KEYWORDS, settings),
    ).rejects.toThrow(/JSON object/);
  });
});

describe('schema and answer parsing', () => {
  it('builds one required, nullable property per keyword', () => {
    const s = buildSchema([
      { extractionkey: 'n', valuetype: 'NUMBER' },
      { extractionkey: 'b', valuetype: 'BOOLEAN' },
    ]) as any;
    expect(s.required).toEqual(['n', 'b', '_confidence']);
    expect(s.properties.n.type).toEqual(['string', 'number', 'null']);
    expect(s.properties.n.pattern).toBe('^-?\\d+(\\.\\d+)?$');
    expect(s.properties.b.type).toEqual(['boolean', 'null']);
  });

  it('tolerates fenced blocks and surrounding prose', () => {
    expect(parseAnswer('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(parseAnswer('{"a": 2}')).toEqual({ a: 2 });
    expect(() => parseAnswer('[1, 2]')).toThrow(LlmError);
  });
});
