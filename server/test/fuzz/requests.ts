import fc from 'fast-check';
import type { z } from 'zod';
import { textPdf } from '../../seed/demoPdf';
import { resourceModels } from '../../../src/domain/models';
import { documentUpdateSchema, searchCriteriaSchema } from '../../../src/domain/documents/document.model';
import { paymentInputSchema } from '../../../src/domain/payments/payment.model';
import { sendDocumentsEmailSchema, sendEmailSchema } from '../../../src/domain/emails/email.model';
import { companyUpdateSchema } from '../../../src/domain/company/company.model';
import type { RouteEntry } from './routeTable';
import { hostileString, jsonValue, leaf, like } from './values';

export type Caller = 'admin' | 'superadmin' | 'anonymous';
export interface FuzzRequest {
  route: string;
  caller: Caller;
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  kind: string;
}

/** What the generator knows of the seeded data. */
export interface FuzzContext {
  prefix: string;
  /** Route (`/keywords/:id`, or `POST /documents/:id`) -> an own id valid there; `foreign`: the other account's. */
  own: Record<string, string>;
  foreign: Record<string, string>;
  ids: string[];
  valid: Record<string, unknown>;
  branch: string;
}

const SCHEMAS: Record<string, z.ZodType> = {
  'PUT /documents/:id': documentUpdateSchema,
  'POST /documents/search': searchCriteriaSchema,
  'POST /payments': paymentInputSchema,
  'PUT /payments/:id': paymentInputSchema,
  'POST /emails/send': sendEmailSchema,
  'PUT /documents/sendemail': sendDocumentsEmailSchema,
  'PUT /companies': companyUpdateSchema,
};
for (const m of resourceModels) {
  SCHEMAS[`POST ${m.endpoint}`] ??= m.schema;
  SCHEMAS[`PUT ${m.endpoint}/:id`] ??= m.schema;
}

/** Field names of a zod object (through refinements and pipes), or none. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  const s = schema as unknown as
    { shape?: object; _zod?: { def?: { in?: { shape?: object }; innerType?: { shape?: object } } } } | undefined;
  const shape = s?.shape ?? s?._zod?.def?.in?.shape ?? s?._zod?.def?.innerType?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Routes of the super administrator (the catalogue and the accounts). */
const SUPER_ROUTES = /^\/(offers|functionnalities|accounts)(\/|$)/;
const MULTIPART_FIELDS = [
  'file',
  'files',
  'recognition',
  'group',
  'type',
  'configuration',
  'pdf',
  'embedmode',
  'fullAnswer',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/octet-stream',
  'multipart/form-data',
  'application/xml',
];

/** The paths of a payload's values, parents before children. */
function pathsOf(value: unknown): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = [];
  const walk = (v: unknown, path: Array<string | number>) => {
    if (path.length) paths.push(path);
    if (v && typeof v === 'object')
      for (const [k, c] of Object.entries(v)) walk(c, [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(value, []);
  return paths;
}
const at = (value: unknown, path: Array<string | number>) =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);

/** Replaces the value at `path` of a copy of `valid` (or drops it). */
function replaced(valid: unknown, path: Array<string | number>, value: unknown, drop: boolean): unknown {
  if (!path.length) return value;
  const copy = structuredClone(valid);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (drop && !Array.isArray(parent)) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** A valid payload with one or two of its values (at any depth) made wrong, in their own shape or another. */
function mutatedArb(ctx: FuzzContext, valid: unknown, any: fc.Arbitrary<unknown>) {
  const paths = pathsOf(valid);
  if (!paths.length) return any;
  // typed leaves (days, amounts) are where the database converts text: they are picked most
  const weightOf = (v: unknown) =>
    v && typeof v === 'object'
      ? 1
      : typeof v === 'number' || (typeof v === 'string' && /^[\d+-][\d.,-]*$/.test(v))
        ? 6
        : 2;
  const pick = fc.oneof(...paths.map((path) => ({ arbitrary: fc.constant(path), weight: weightOf(at(valid, path)) })));
  const one = (base: unknown) =>
    pick.chain((path) =>
      fc
        .tuple(
          fc.oneof({ arbitrary: like(at(valid, path), ctx.ids), weight: 4 }, { arbitrary: any, weight: 1 }),
          fc.oneof({ arbitrary: fc.constant(false), weight: 5 }, { arbitrary: fc.constant(true), weight: 1 }),
        )
        .map(([value, drop]) => replaced(base, path, value, drop)),
    );
  return fc.oneof(
    { arbitrary: one(valid), weight: 3 },
    {
      arbitrary: one(valid).chain((first) =>
        pick.chain((path) =>
          like(at(valid, path), ctx.ids).map((value) =>
            at(first, path.slice(0, -1)) && typeof at(first, path.slice(0, -1)) === 'object'
              ? replaced(first, path, value, false)
              : first,
          ),
        ),
      ),
      weight: 1,
    },
  );
}

/** A multipart/form-data body: fields and files of any kind, hostile names, bytes that are or pretend to be documents. */
function multipartArb(ctx: FuzzContext) {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b)),
    fc
      .tuple(
        fc.constantFrom(
          '%PDF-1.7\n',
          '\x89PNG\r\n\x1a\n',
          '\xff\xd8\xff\xe0',
          'GIF89a',
          'RIFF\0\0\0\0WEBP',
          'II*\0',
          '<?xml version="1.0"?><rsm:CrossIndustryInvoice',
          'PK\x03\x04',
        ),
        fc.uint8Array({ maxLength: 2000 }),
      )
      .map(([magic, rest]) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(rest)])),
    fc.integer({ min: 0, max: 1e9 }).map((n) => textPdf([[72, 760, 12, `Facture fuzz ${n}`]])),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.alloc(1_200_000, 0x41)),
  );
  const name = fc.oneof(
    hostileString,
    fc.constantFrom(
      'facture.pdf',
      'x\u202Egnp.pdf',
      'a"b.pdf',
      'a\r\nb.pdf',
      '../../x.pdf',
      '\u0000.pdf',
      `${'é'.repeat(300)}.pdf`,
    ),
  );
  const file = fc.record({
    field: fc.constantFrom('file', 'file', 'files', 'other'),
    name,
    bytes,
    type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'application/octet-stream', ''),
  });
  const fieldValue = fc.oneof(hostileString, fc.constantFrom(...ctx.ids), fc.constantFrom('true', 'false', 'null', ''));
  return fc
    .record({
      fields: fc.dictionary(fc.oneof(fc.constantFrom(...MULTIPART_FIELDS), fc.string({ maxLength: 6 })), fieldValue, {
        maxKeys: 4,
      }),
      files: fc.array(file, { maxLength: 3 }),
      boundary: fc.constantFrom('fuzzBoundary', 'fuzzBoundary', 'x', '"quoted"'),
      cut: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.nat(), weight: 1 }),
      headerBoundary: fc.constantFrom('same', 'same', 'same', 'none', 'other'),
    })
    .map(({ fields, files, boundary, cut, headerBoundary }) => {
      const chunks: Buffer[] = [];
      for (const [k, v] of Object.entries(fields))
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      for (const f of files) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n${f.type ? `Content-Type: ${f.type}\r\n` : ''}\r\n`,
          ),
          f.bytes,
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (cut !== undefined) payload = payload.subarray(0, cut % (payload.length + 1));
      const type =
        headerBoundary === 'none'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${headerBoundary === 'same' ? boundary : 'elsewhere'}`;
      return {
        payload,
        contentType: type,
        kind: `multipart(${files.length} files${cut !== undefined ? ', cut' : ''}, ${headerBoundary})`,
      };
    });
}

/** A JSON body (as text) for one route: anything, its model's fields with wrong values, its valid payload mutated, deep or broken JSON. */
function jsonBodyArb(ctx: FuzzContext, key: string, fields: string[]) {
  const keys = fields.length ? fields : ['name', 'id', 'documents', 'uuid'];
  const any = jsonValue(ctx.ids, keys);
  const valid = ctx.valid[key];
  const field = fc.constantFrom(...keys);
  const options = [
    { arbitrary: any.map((v) => ({ text: JSON.stringify(v) ?? 'null', kind: 'any' })), weight: 3 },
    {
      arbitrary: fc
        .dictionary(field, fc.oneof(leaf(ctx.ids), any), { minKeys: 1, maxKeys: keys.length })
        .map((v) => ({ text: JSON.stringify(v), kind: 'fields' })),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 8, max: 200_000 }), fc.constantFrom('[', '{"a":'), field)
        .map(([depth, open, f]) => ({
          text: `{"${f}":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`,
          kind: `deep(${depth})`,
        })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          field,
          fc.constantFrom(
            '1e999',
            '-1e999',
            '"\\u0000"',
            '"\\ud800"',
            '"a\\u0000b"',
            '"\\u202egnp.pdf"',
            '123456789012345678901234567890',
            '{"__proto__":{"admin":true}}',
            '[{"constructor":{"prototype":{}}}]',
          ),
        )
        .map(([f, raw]) => ({ text: `{"${f}":${raw}}`, kind: 'raw' })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'nul',
          '\ufeff{}',
          '',
          ' ',
          '{"a":1,}',
          "{'a':1}",
          '{"a":01}',
          '"\\x"',
          '{"a":1}{"b":2}',
        )
        .map((text) => ({ text, kind: 'broken' })),
      weight: 1,
    },
  ];
  if (valid !== undefined) {
    options.push(
      {
        arbitrary: mutatedArb(ctx, valid, any).map((v) => ({ text: JSON.stringify(v) ?? 'null', kind: 'mutated' })),
        weight: 8,
      },
      { arbitrary: fc.constant({ text: JSON.stringify(valid), kind: 'valid' }), weight: 1 },
    );
  }
  return fc.oneof(...options);
}

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates become U+FFFD, as a browser sends them). */
const percent = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** The path of a route with its parameters filled: own or foreign ids, unknown ids, garbage. */
function pathArb(ctx: FuzzContext, route: RouteEntry, key: string) {
  const rel = route.url.slice(ctx.prefix.length);
  if (!rel.includes(':')) return fc.constant(route.url);
  const own = ctx.own[key] ?? ctx.own[rel];
  const foreign = ctx.foreign[key] ?? ctx.foreign[rel];
  const id = fc.oneof(
    ...(own ? [{ arbitrary: fc.constant(own), weight: 12 }] : []),
    ...(foreign ? [{ arbitrary: fc.constant(foreign), weight: 2 }] : []),
    { arbitrary: fc.constantFrom(...ctx.ids), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: hostileString.map((s) => percent(s.slice(0, 200)) || '%20'), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '%00',
        '..%2F..%2Fetc',
        '%E0%A4%A',
        '%C0%80',
        '%ED%A0%80',
        '%FF',
        '1',
        '-1',
        'null',
        'reorder',
        '00000000-0000-0000-0000-00000000000g',
      ),
      weight: 1,
    },
  );
  return id.map((v) => `${ctx.prefix}${rel.replace(/:[a-zA-Z]+/g, v)}`);
}

const queryArb = fc.oneof(
  { arbitrary: fc.constant(''), weight: 6 },
  {
    arbitrary: fc
      .dictionary(
        fc.constantFrom('range', 'sort', 'filter', 'q', 'lang', 'format', 'wait', 'newCategoryUUID', '\u0000'),
        hostileString,
        { minKeys: 1, maxKeys: 3 },
      )
      .map((q) => `?${new URLSearchParams(q as Record<string, string>).toString()}`),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      '?%',
      '?a=%zz',
      '?filter=%7B%22q%22%3A%22%00%22%7D',
      '?range=%5B0%2C1e99%5D',
      '?a=1&a=2&a=3',
      '?sort=%5B%22x%22%5D',
      '?q=%00',
    ),
    weight: 1,
  },
);

/** One request to one of `routes`, by one of the callers. */
export function requestArb(ctx: FuzzContext, routes: RouteEntry[]) {
  const multipartRoutes = new Set(routes.filter((r) => /import|upload|\/test$/.test(r.url)).map((r) => r.url));
  return fc.constantFrom(...routes).chain((route) => {
    const rel = route.url.slice(ctx.prefix.length);
    const key = `${route.method} ${rel}`;
    const fields = fieldsOf(SCHEMAS[key]).length
      ? fieldsOf(SCHEMAS[key])
      : Object.keys((ctx.valid[key] as object | undefined) ?? {});
    const json = jsonBodyArb(ctx, key, fields).map((b) => ({
      payload: b.text,
      contentType: 'application/json',
      kind: `json:${b.kind}`,
    }));
    const other = fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), hostileString)
      .map(([contentType, text]) => ({ payload: text, contentType, kind: `type:${contentType}` }));
    const body = multipartRoutes.has(route.url)
      ? fc.oneof(
          { arbitrary: multipartArb(ctx), weight: 8 },
          { arbitrary: json, weight: 1 },
          { arbitrary: other, weight: 1 },
        )
      : fc.oneof({ arbitrary: json, weight: 10 }, { arbitrary: other, weight: 1 });
    return fc
      .record({
        // the super administrator's own routes go to them mostly, the account's to its admin; nobody now and then
        caller: fc.oneof(
          { arbitrary: fc.constant<Caller>(SUPER_ROUTES.test(rel) ? 'superadmin' : 'admin'), weight: 12 },
          { arbitrary: fc.constant<Caller>(SUPER_ROUTES.test(rel) ? 'admin' : 'superadmin'), weight: 2 },
          { arbitrary: fc.constant<Caller>('anonymous'), weight: 1 },
        ),
        path: pathArb(ctx, route, key),
        query: queryArb,
        body,
        buid: fc.oneof(
          { arbitrary: fc.constant(undefined), weight: 8 },
          { arbitrary: fc.constantFrom(ctx.branch, 'nope', '\u00e9'), weight: 1 },
        ),
      })
      .map(({ caller, path, query, body: b, buid }): FuzzRequest => ({
        route: key,
        caller,
        method: route.method,
        url: path + query,
        kind: b.kind,
        payload: b.payload,
        headers: { 'content-type': b.contentType, ...(buid ? { buid } : {}) },
      }));
  });
}
