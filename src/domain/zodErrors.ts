import type { z } from 'zod';

/** A message to show: an i18n key and its arguments (react-admin's ValidationErrorMessage shape). */
export interface KeyedMessage {
  message: string;
  args?: Record<string, unknown>;
}

/** An i18n key (`error.required`, `document.error.amounts`), as our schemas give for their own messages. */
export const isMessageKey = (text: unknown): boolean =>
  typeof text === 'string' && /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_-]+)+$/.test(text);

type Issue = z.core.$ZodIssue & { input?: unknown };

const FORMATS: Record<string, string> = {
  email: 'error.email',
  url: 'error.url',
  uuid: 'error.uuid',
  guid: 'error.uuid',
  date: 'error.date',
  datetime: 'error.date',
  isodate: 'error.date',
  time: 'error.date',
};
const TYPES: Record<string, string> = {
  number: 'error.number',
  int: 'error.zod.integer',
  bigint: 'error.number',
  string: 'error.text',
  boolean: 'error.boolean',
  date: 'error.date',
  array: 'error.zod.list',
};

/** Whether zod said the value was missing (the input travels with the issue only with `reportInput`). */
const missing = (issue: Issue) =>
  'input' in issue
    ? issue.input === undefined || issue.input === null
    : /received (undefined|null)/.test(issue.message);

const limit = (v: unknown) =>
  typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString().slice(0, 10) : v;

/**
 * One zod issue as a translatable message: the schema's own key when it gave one (`'error.required'`),
 * else a key by the issue's code with its figures (`error.zod.too_long` with `maximum: 200`). Never
 * zod's developer text ("Invalid input: expected string, received undefined").
 */
export function issueMessage(issue: Issue): KeyedMessage {
  if (isMessageKey(issue.message))
    // a schema's own check may give its figures (`params`): `error.ibanlength` with the country's length
    return issue.code === 'custom' && issue.params
      ? { message: issue.message, args: issue.params }
      : { message: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (missing(issue)) return { message: 'error.required' };
      return { message: TYPES[issue.expected] ?? 'error.invalidvalue' };
    case 'too_big': {
      const maximum = limit(issue.maximum);
      if (issue.origin === 'string') return { message: 'error.zod.too_long', args: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { message: 'error.zod.too_many', args: { maximum } };
      return { message: issue.inclusive === false ? 'error.zod.less_than' : 'error.zod.too_large', args: { maximum } };
    }
    case 'too_small': {
      const minimum = limit(issue.minimum);
      if (issue.origin === 'string')
        return Number(minimum) <= 1
          ? { message: 'error.required' }
          : { message: 'error.zod.too_short', args: { minimum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { message: 'error.zod.too_few', args: { minimum } };
      return {
        message: issue.inclusive === false ? 'error.zod.greater_than' : 'error.zod.too_small',
        args: { minimum },
      };
    }
    case 'invalid_format':
      return { message: FORMATS[issue.format] ?? 'error.zod.format' };
    case 'invalid_value':
      return { message: 'input' in issue && issue.input === undefined ? 'error.required' : 'error.choice' };
    case 'not_multiple_of':
      return { message: 'error.zod.multiple_of', args: { divisor: limit(issue.divisor) } };
    case 'unrecognized_keys':
      return { message: 'error.zod.unknown_fields', args: { keys: issue.keys.join(', ') } };
    default:
      return { message: 'error.invalidvalue' };
  }
}

/** A field's path as the forms and the API's `fields` name it (`price`, `functionnalities.0.price`; `_` for the whole). */
export const issuePath = (issue: { path: readonly PropertyKey[] }) => issue.path.map(String).join('.') || '_';

/** Every field's first problem, as keys with arguments (forms, and the API's `fields` / `fieldArgs`). */
export function issueMessages(issues: readonly Issue[]): Record<string, KeyedMessage> {
  const out: Record<string, KeyedMessage> = {};
  for (const issue of issues) out[issuePath(issue)] ??= issueMessage(issue);
  return out;
}

/**
 * Form-level validation from a zod schema (the one the server uses): `{ field: message }` by dotted path,
 * the message an i18n key, or `{ message, args }` when it has figures; react-admin's inputs translate both.
 */
export function validateWithSchema(schema: z.ZodType) {
  return (values: Record<string, unknown>) => {
    const res = schema.safeParse(values, { reportInput: true });
    if (res.success) return {};
    const errors: Record<string, string | KeyedMessage> = {};
    for (const [path, msg] of Object.entries(issueMessages(res.error.issues as Issue[])))
      errors[path] = msg.args ? msg : msg.message;
    return errors;
  };
}
