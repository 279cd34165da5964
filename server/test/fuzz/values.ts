import fc from 'fast-check';

/** Strings that broke or could break something: control and bidi characters, bad Unicode, huge, SQL-ish, dates and numbers in text. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\u0007bell',
  '\u000b\u000c',
  '\u007f',
  '\u0085\u009f',
  'x\u202Egnp.pdf',
  '\u202A\u202B\u202C\u202D\u202E',
  '\u2066\u2067\u2068\u2069',
  '\u200E\u200F',
  '\u061C',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ufeff',
  '\uffff',
  '\ufffe',
  '\u{10FFFF}',
  'e\u0301\u0301\u0301\u0301',
  '',
  ' ',
  '   \t\n\r ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '1e-400',
  '0x10',
  '1_000',
  '9'.repeat(40),
  `-${'9'.repeat(40)}`,
  `0.${'0'.repeat(60)}1`,
  '12,5',
  '1 000,00',
  '1.2.3',
  '١٢٣',
  '٣٫٥',
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '0001-01-01',
  '+275760-09-13',
  '2024-1-1',
  '1970-01-01T00:00:00Z',
  '99999-01-01',
  "'; drop table documents; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '%00',
  '%%',
  '\\x00',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<p>a\u0000b</p>',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  'C:\\Windows\\system.ini',
  'e\u0301',
  '😀',
  '👨‍👩‍👧‍👦',
  '\r\n\r\nX-Injected: 1',
  'a@b',
  'a@b.c',
  '"@"@x.fr',
  'a'.repeat(70_000),
  '𝕏'.repeat(20_000),
  '\u0000'.repeat(1000),
  ' '.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{00000000-0000-0000-0000-000000000000}',
  'true',
  'false',
  '[]',
  '{}',
  'CONTAINS',
  'EQUAL',
  'GREATER_THAN',
  'MONTHLY',
  'YEARLY',
  'INVOICES',
  'SUPPLIER',
  'NUMBER',
  'DATE',
  'TTC',
  'SUPER_ADMIN',
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.1,
  1.005,
  4,
  5,
  99,
  100,
  255,
  256,
  32767,
  32768,
  65535,
  65536,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  -(2 ** 63),
  1e21,
  1e100,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  5e-324,
  123456789.123456789,
];

export const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  // a hostile character hidden inside ordinary text
  {
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom('\u0000', '\u0008', '\u001b', '\u202E', '\u2066', '\ud800'),
        fc.string({ maxLength: 10 }),
      )
      .map((p) => p.join('')),
    weight: 2,
  },
);

export const hostileNumber = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/** A leaf value of any JSON type, ids from `ids` among them. */
export const leaf = (ids: string[]) =>
  fc.oneof(
    { arbitrary: hostileString, weight: 6 },
    { arbitrary: hostileNumber, weight: 3 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    { arbitrary: fc.uuid(), weight: 1 },
  );

/** A JSON value of any shape: leaves, arrays and objects nested a few levels, keys from `keys` or hostile. */
export function jsonValue(ids: string[], keys: string[]) {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 4 },
    {
      arbitrary: fc.constantFrom('__proto__', 'constructor', '\u0000', 'a\u0000', '', 'x\u202Ey', '\ud800'),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
  );
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      leaf(ids),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  })).value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayLike = fc.oneof(
  fc.constantFrom(
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '0000-01-01',
    '9999-12-31',
    '0001-01-01',
    '2024-1-1',
    '2024-01-01T00:00:00Z',
    '01/02/2024',
    '',
  ),
  fc
    .tuple(fc.nat({ max: 9999 }), fc.nat({ max: 99 }), fc.nat({ max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);
const numberLike = fc.oneof(
  fc.constantFrom(
    '9'.repeat(13),
    '999999999999.99',
    '1000000000000',
    `-${'9'.repeat(13)}`,
    '9'.repeat(25),
    '0.001',
    '1e5',
    '1,5',
    '1.2.3',
    '１２３',
    '-0',
    '+1',
    ' 12 ',
    '12.345678901234',
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

/** A value shaped like `original` (a day, an amount, an id...) but wrong, or of another type. */
export function like(original: unknown, ids: string[]) {
  const near =
    typeof original === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(original)
      ? dayLike
      : typeof original === 'string' && /^[+-]?\d+([.,]\d+)?$/.test(original)
        ? numberLike
        : typeof original === 'string' && UUID.test(original)
          ? fc.oneof(
              fc.constantFrom(...ids),
              fc.uuid(),
              fc.constantFrom('', 'null', `${original}x`, original.toUpperCase()),
            )
          : typeof original === 'number'
            ? hostileNumber
            : hostileString;
  return fc.oneof({ arbitrary: near, weight: 3 }, { arbitrary: leaf(ids), weight: 1 });
}
