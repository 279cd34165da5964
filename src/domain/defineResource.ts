import { z } from 'zod';
import type { CrudSubject } from './access';
import { uuid } from './ids';
import { validateWithSchema } from './zodErrors';

/** How a field is edited and shown; the forms, lists and i18n labels are driven by it. */
export interface FieldMeta {
  input?:
    | 'text'
    | 'textarea'
    | 'richtext'
    | 'number'
    /** A count where -1 means no limit: an empty field in forms, "unlimited" in lists. */
    | 'quantity'
    | 'boolean'
    | 'select'
    | 'multiselect'
    | 'color'
    | 'email'
    | 'reference'
    | 'references'
    | 'password'
    | 'image';
  /** For select/multiselect: the allowed values (labels come from i18n `resources.<name>.choices.<field>.<value>`). */
  choices?: readonly (string | number)[];
  /** For reference(s): the react-admin resource name of the target. */
  reference?: string;
  /** Shown as a list column (default: text-like fields). */
  list?: boolean;
  /** Not editable in forms (server-managed). */
  readOnly?: boolean;
  /** Shown only on create. */
  createOnly?: boolean;
  /** Shown in lists as an amount or a day in the interface language. */
  format?: 'money' | 'day';
  /**
   * A server's text in English whose sibling field holds the same refusal as the API answers it (`code`, `key`,
   * `params`, and a nested `reason` refusal): lists show that one in the reader's language, the text when absent.
   */
  explainedBy?: string;
}

export interface ResourceModel<S extends z.ZodObject = z.ZodObject> {
  /** react-admin resource name: the spec's route without the leading slash (e.g. "documents/keywords"). */
  name: string;
  /** API path under /paperdesk/api (e.g. "/keywords"). */
  endpoint: string;
  /**
   * The table the server's generic CRUD serves it from (server/db, e.g. "payment_types"): the server finds the
   * table by this name. Absent for the entities whose routes are written by hand (users, branches, accounts...).
   */
  table?: string;
  /** Permission subject (View/Create/Update/Delete). */
  subject: CrudSubject;
  /** The payload accepted by POST and PUT, with the spec's defaults. */
  schema: S;
  fields: { [K in keyof z.infer<S>]?: FieldMeta };
  /** Carries an index and a `PUT <endpoint>/reorder` call. */
  orderable?: boolean;
  /** The API has DELETE <endpoint>/{id}. */
  deletable?: boolean;
  /** DELETE takes `newCategoryUUID`: the rows pointing at the deleted one move there. */
  reassignOnDelete?: boolean;
  /** Field shown as the record's name. */
  titleField?: string;
  /** Its list is also readable with View documents (what the review screen and pickers need). */
  readableWithDocuments?: boolean;
  /** Only the super administrator may use it (accounts, offers, functionalities). */
  superAdminOnly?: boolean;
  /** Scope of the rows: the account (master company) or the active company (branch). */
  scope?: 'account' | 'company';
}

export function defineResource<S extends z.ZodObject>(model: ResourceModel<S>): ResourceModel<S> {
  return { titleField: 'name', scope: 'account', ...model };
}

/** Shared field shapes. */
export const f = {
  name: () => z.string().trim().min(1, 'error.required').max(200),
  description: () => z.string().max(2000).default(''),
  color: (fallback = '#ffffff') =>
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'error.color')
      .default(fallback),
  uuid: () => uuid,
  optionalUuid: () =>
    z
      .union([uuid, z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
  uuids: () => z.array(uuid).default([]),
  email: () => z.string().trim().email('error.email'),
};

/** The record shape a list answers: the payload plus the server's uuid and index. */
export type ResourceRecord<M extends ResourceModel> = z.infer<M['schema']> & { uuid: string; index?: number };

/**
 * A record as the generic CRUD answers it (the server's route schemas declare it): the model's fields as the form
 * writes them, each of which a stored row may lack, its uuid and order, and what the server adds beside them.
 */
export function recordAnswerOf(model: ResourceModel) {
  const shape = model.schema.shape as Record<string, z.ZodType>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()]));
  return z.looseObject({ ...fields, uuid: z.string(), index: z.number().optional() });
}

/** What a create form starts with: the default of each choice field (a select never starts empty when it has one). */
export function choiceDefaults(model: ResourceModel): Record<string, unknown> {
  const shape = model.schema.shape as Record<string, z.ZodType>;
  const entries = Object.entries(model.fields as Record<string, FieldMeta | undefined>)
    .filter(([key, meta]) => meta?.input === 'select' && shape[key])
    .map(([key]) => [key, shape[key].safeParse(undefined)] as const)
    .filter(([, parsed]) => parsed.success && parsed.data !== undefined)
    .map(([key, parsed]) => [key, parsed.data]);
  return Object.fromEntries(entries);
}

/**
 * Form-level validation from the same schema the server uses: { field: message } by dotted path. Each
 * message is an i18n key, never zod's developer text (src/domain/zodErrors.ts); one with figures (at most
 * 200 characters) is react-admin's `{ message, args }`, which its inputs translate like a key.
 */
export function validateWith(schema: z.ZodObject) {
  return validateWithSchema(schema) as (values: Record<string, unknown>) => Record<string, string>;
}
