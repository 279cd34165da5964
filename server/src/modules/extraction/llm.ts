/**
 * Field extraction by an LLM through any OpenAI-compatible chat-completions endpoint, with a strict
 * JSON schema built from the document group's keywords; answers are validated against that schema.
 */
import { parseAmount } from './amounts';
import { makeDate, parseDate } from './dates';
import { renderPages } from './pdf';
import type { FieldValue, KeywordSpec, LlmSettings, ReadResult } from './types';

export class LlmError extends Error {
  constructor(
    readonly code: 'HTTP' | 'TIMEOUT' | 'NETWORK' | 'ANSWER',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

type Json = Record<string, unknown>;

const DECIMAL = '^-?\\d+(\\.\\d+)?$';
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
/** Key of the optional per-field confidence object in the answer. */
const CONFIDENCE_KEY = '_confidence';

function fieldSchema(k: KeywordSpec): Json {
  const description = k.label ? { description: k.label } : {};
  switch (k.valuetype) {
    case 'NUMBER':
      return { type: ['string', 'number', 'null'], pattern: DECIMAL, ...description };
    case 'DATE':
      return {
        type: ['string', 'null'],
        pattern: ISO_DATE,
        description: `${k.label ? `${k.label}, ` : ''}date as YYYY-MM-DD`,
      };
    case 'BOOLEAN':
      return { type: ['boolean', 'null'], ...description };
    case 'ENUMERATED':
      return { type: ['string', 'null'], enum: [...(k.choices ?? []), null], ...description };
    case 'TABLE': {
      const cols = k.choices?.length ? k.choices : undefined;
      const items: Json = cols
        ? {
            type: 'object',
            properties: Object.fromEntries(cols.map((c) => [c, { type: ['string', 'number', 'null'] }])),
            required: cols,
            additionalProperties: false,
          }
        : {
            type: 'object',
            properties: { values: { type: 'array', items: { type: 'string' } } },
            required: ['values'],
            additionalProperties: false,
          };
      return { type: ['array', 'null'], items, ...description };
    }
    default:
      return { type: ['string', 'null'], ...description };
  }
}

/** The JSON schema of the answer: one property per extraction key, all required (null when absent). */
export function buildSchema(keywords: KeywordSpec[]): Json {
  const keys = keywords.map((k) => k.extractionkey);
  const properties: Json = Object.fromEntries(keywords.map((k) => [k.extractionkey, fieldSchema(k)]));
  properties[CONFIDENCE_KEY] = {
    type: 'object',
    description: 'your confidence in each value, 0 to 1',
    properties: Object.fromEntries(keys.map((k) => [k, { type: ['number', 'null'] }])),
    required: keys,
    additionalProperties: false,
  };
  return { type: 'object', properties, required: [...keys, CONFIDENCE_KEY], additionalProperties: false };
}

/** Validates/normalizes one value against its keyword; undefined = invalid (dropped). */
function validateValue(k: KeywordSpec, v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  switch (k.valuetype) {
    case 'NUMBER': {
      if (typeof v === 'number') return Number.isFinite(v) ? String(v) : undefined;
      if (typeof v !== 'string') return undefined;
      if (new RegExp(DECIMAL).test(v.trim())) return v.trim();
      return parseAmount(v)?.value;
    }
    case 'DATE': {
      if (typeof v !== 'string') return undefined;
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim());
      if (m) return makeDate(Number(m[1]), Number(m[2]), Number(m[3])) ?? undefined;
      return parseDate(v) ?? undefined;
    }
    case 'BOOLEAN':
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      return undefined;
    case 'ENUMERATED': {
      if (typeof v !== 'string') return undefined;
      return (k.choices ?? []).find((c) => c.toLowerCase() === v.trim().toLowerCase());
    }
    case 'TABLE': {
      if (!Array.isArray(v)) return undefined;
      const rows = v.filter((r) => r && typeof r === 'object' && !Array.isArray(r));
      return rows.length === v.length ? rows : undefined;
    }
    default:
      if (typeof v === 'string') return v;
      if (typeof v === 'number' || typeof v === 'boolean') return String(v);
      return undefined;
  }
}

/** The JSON object of an answer: plain, or in a ```json fenced block, or the first {...} of the text. */
export function parseAnswer(content: string): Json {
  const tries: string[] = [content.trim()];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  if (fence) tries.push(fence[1].trim());
  const a = content.indexOf('{'),
    b = content.lastIndexOf('}');
  if (a >= 0 && b > a) tries.push(content.slice(a, b + 1));
  for (const t of tries) {
    try {
      const v = JSON.parse(t);
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Json;
    } catch {
      /* next */
    }
  }
  throw new LlmError('ANSWER', 'the model did not answer with a JSON object');
}

type Part = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

async function userContent(
  read: ReadResult,
  file: { bytes: Buffer; mime: string },
  s: LlmSettings,
): Promise<string | Part[]> {
  if (s.embedmode === 'OCRRESULT' || file.mime.includes('xml')) {
    const text = file.mime.includes('xml') && s.embedmode === 'FILE' ? file.bytes.toString('utf8') : read.text;
    return `Document text:\n${text}`;
  }
  const parts: Part[] = [{ type: 'text', text: 'Extract the fields from this document.' }];
  if (file.mime.startsWith('image/')) {
    parts.push({ type: 'image_url', image_url: { url: `data:${file.mime};base64,${file.bytes.toString('base64')}` } });
  } else if (file.mime === 'application/pdf') {
    const n = Math.min(Math.max(read.pages, 1), 3);
    const pngs = await renderPages(
      file.bytes,
      Array.from({ length: n }, (_, i) => i),
      150,
    );
    for (const png of pngs)
      parts.push({ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } });
  } else {
    parts.push({ type: 'text', text: read.text });
  }
  return parts;
}

/**
 * The settings of a call with an AI configuration: the endpoint, the configuration's parameters, its own prompt or,
 * when it uses the default one, the company's document prompt (the configuration's when the company has none),
 * and the embed mode of the document source (the OCR text unless it says FILE).
 */
export function llmSettings(
  endpoint: { baseUrl: string; apiKey?: string },
  ai: Pick<LlmSettings, 'model' | 'temperature' | 'maxtokens' | 'topp' | 'frequencypenalty' | 'presencepenalty'> & {
    usedefaultprompt: boolean;
    defaultprompt: string;
  },
  companyPrompt: string | null | undefined,
  embedmode: string | null | undefined,
): LlmSettings {
  return {
    ...endpoint,
    model: ai.model,
    temperature: ai.temperature,
    maxtokens: ai.maxtokens,
    topp: ai.topp,
    frequencypenalty: ai.frequencypenalty,
    presencepenalty: ai.presencepenalty,
    prompt: ai.usedefaultprompt ? companyPrompt || ai.defaultprompt : ai.defaultprompt,
    embedmode: embedmode === 'FILE' ? 'FILE' : 'OCRRESULT',
  };
}

export async function llmExtract(
  read: ReadResult,
  file: { bytes: Buffer; mime: string },
  keywords: KeywordSpec[],
  s: LlmSettings,
): Promise<Record<string, FieldValue<unknown>>> {
  if (!keywords.length) return {};
  const schema = buildSchema(keywords);
  const system = [
    s.prompt?.trim(),
    'Answer with one JSON object that follows the given schema. Use null for a value that is not in the document.',
    'Amounts: decimal numbers with a dot and no thousands separator; dates: YYYY-MM-DD.',
    `In "${CONFIDENCE_KEY}" give your confidence in each value from 0 to 1.`,
  ]
    .filter(Boolean)
    .join('\n');
  const body = {
    model: s.model,
    temperature: s.temperature,
    max_tokens: s.maxtokens,
    top_p: s.topp,
    frequency_penalty: s.frequencypenalty,
    presence_penalty: s.presencepenalty,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: await userContent(read, file, s) },
    ],
    response_format: { type: 'json_schema', json_schema: { name: 'document_fields', schema, strict: true } },
  };
  const timeoutMs = s.timeoutMs ?? 60_000;
  const url = `${s.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(s.apiKey ? { authorization: `Bearer ${s.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new LlmError('TIMEOUT', `the LLM endpoint did not answer within ${timeoutMs} ms`);
    throw new LlmError('NETWORK', `the LLM endpoint ${url} cannot be reached: ${(e as Error).message}`);
  }
  let raw: string;
  try {
    raw = await res.text();
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new LlmError('TIMEOUT', `the LLM endpoint did not answer within ${timeoutMs} ms`);
    throw new LlmError('NETWORK', `the LLM answer could not be read: ${(e as Error).message}`);
  }
  if (!res.ok) {
    let detail = raw.slice(0, 300);
    try {
      detail = (JSON.parse(raw) as { error?: { message?: string } }).error?.message ?? detail;
    } catch {
      /* plain text */
    }
    throw new LlmError(
      'HTTP',
      `the LLM endpoint answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`,
      res.status,
    );
  }
  let content: unknown;
  try {
    const json = JSON.parse(raw) as { choices?: { message?: { content?: unknown; refusal?: string } }[] };
    const msg = json.choices?.[0]?.message;
    if (msg?.refusal) throw new LlmError('ANSWER', `the model refused: ${msg.refusal}`);
    content = msg?.content;
  } catch (e) {
    if (e instanceof LlmError) throw e;
    throw new LlmError('ANSWER', 'the LLM endpoint did not answer a chat completion');
  }
  if (Array.isArray(content))
    content = content
      .map((p) => (p && typeof p === 'object' && 'text' in p ? String((p as { text: unknown }).text) : ''))
      .join('');
  if (typeof content !== 'string' || !content.trim()) throw new LlmError('ANSWER', 'the model answered nothing');
  const answer = parseAnswer(content);
  const conf = (
    answer[CONFIDENCE_KEY] && typeof answer[CONFIDENCE_KEY] === 'object' ? answer[CONFIDENCE_KEY] : {}
  ) as Json;
  const out: Record<string, FieldValue<unknown>> = {};
  for (const k of keywords) {
    const v = validateValue(k, answer[k.extractionkey]);
    if (v === undefined) continue;
    const said = conf[k.extractionkey];
    const confidence = typeof said === 'number' && Number.isFinite(said) ? Math.max(0, Math.min(0.8, said)) : 0.8;
    out[k.extractionkey] = { value: v, source: 'llm', confidence };
  }
  return out;
}
