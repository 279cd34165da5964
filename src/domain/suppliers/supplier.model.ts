import { z } from 'zod';
import { defineResource, f } from '../defineResource';
import { isUuid } from '../ids';
import {
  DEFAULT_EMAIL_TEMPLATE,
  dueDateMode,
  dueDateNeedsDays,
  EMBED_MODES,
  joinBranches,
  MAX_X_DAYS,
  OCR_ALGORITHMS,
  paymentDateMode,
  paymentDateNeedsDays,
  splitBranches,
  UNSET,
  unknownPlaceholders,
} from './constants';
import { bicMismatches } from '../bankDetails/bankStatus';
import {
  emailProblem,
  IDENTIFIER_TYPES,
  identifierArgs,
  identifierErrorKey,
  identifierKey,
  identifierProblem,
  normalizeIdentifier,
} from './identifiers';

/** Identifiers, normalised; each one checked for its type's format, none listed twice. */
export const identifiersSchema = z
  .array(
    z.object({
      type: z.enum(IDENTIFIER_TYPES, { error: 'error.identifiertype' }),
      value: z.string({ error: 'error.identifierrequired' }).max(254, 'error.identifiertoolong'),
    }),
  )
  .max(50)
  .default([])
  .transform((list, ctx) => {
    const seen = new Set<string>();
    const out = list.map(({ type, value }, i) => {
      const normalized = { type, value: normalizeIdentifier(type, value) };
      const problem = identifierProblem(type, normalized.value);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'value'],
          message: identifierErrorKey(type, problem),
          params: identifierArgs(type, normalized.value),
        });
      else if (seen.has(identifierKey(normalized)))
        ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'error.identifierduplicate' });
      seen.add(identifierKey(normalized));
      return normalized;
    });
    for (const { index, issue } of bicMismatches(out))
      ctx.addIssue({ code: 'custom', path: [index, 'value'], message: issue.message, params: issue.args });
    return out;
  });

/** AI configuration per document group. */
export const supplierConfigurationsSchema = z
  .array(
    z.object({
      uuid: f.uuid().optional(),
      aiconfigurationduuid: f.uuid(),
      documentgroupuuid: f.uuid(),
    }),
  )
  .max(200)
  .default([])
  .superRefine((list, ctx) => {
    const groups = new Set<string>();
    list.forEach((c, i) => {
      if (groups.has(c.documentgroupuuid))
        ctx.addIssue({ code: 'custom', path: [i, 'documentgroupuuid'], message: 'error.duplicategroup' });
      groups.add(c.documentgroupuuid);
    });
  });

/** Semicolon-separated company uuids, normalised (lower-case, no blanks, no repeats). */
const excludedBranchesSchema = z
  .string()
  .max(20_000)
  .default('')
  .transform((s, ctx) => {
    const ids = splitBranches(s);
    if (ids.some((id) => !isUuid(id))) ctx.addIssue({ code: 'custom', message: 'error.uuid' });
    return joinBranches(ids);
  });

const dateEnum = (normalize: (n: unknown) => number) =>
  z.number({ error: 'error.choice' }).int('error.choice').nullish().transform(normalize);
const xDays = () =>
  z
    .number({ error: 'error.number' })
    .int('error.number')
    .min(UNSET, 'error.xdays')
    .max(MAX_X_DAYS, 'error.xdays')
    .default(UNSET);

export const supplierModel = defineResource({
  name: 'documents/documentsources',
  endpoint: '/suppliers',
  table: 'suppliers',
  subject: 'DOCUMENT_SOURCES',
  readableWithDocuments: true,
  orderable: true,
  schema: z
    .object({
      name: f.name(),
      description: f.description(),
      origintype: f.optionalUuid(),
      visible: z
        .number({ error: 'error.choice' })
        .int('error.choice')
        .min(0, 'error.choice')
        .max(2, 'error.choice')
        .default(0),
      divers: z.boolean().default(false),
      identifiers: identifiersSchema,
      phone: z
        .string()
        .trim()
        .max(50)
        .regex(/^[+0-9 ().\/-]*$/, 'error.phone')
        .default(''),
      address: z.string().trim().max(500).default(''),
      email: z
        .string()
        .trim()
        .max(254)
        .refine((v) => !v || !emailProblem(v), 'error.email')
        .default(''),
      paymenttypeuuid: f.optionalUuid(),
      payonvalidation: z.boolean().default(false),
      duedateenum: dateEnum(dueDateMode),
      duedatexdays: xDays(),
      paymentdateenum: dateEnum(paymentDateMode),
      paymentdatexdays: xDays(),
      automail: z.boolean().default(false),
      includeattachments: z.boolean().default(true),
      emailtemplate: z
        .string()
        .max(20_000)
        .default(DEFAULT_EMAIL_TEMPLATE)
        .refine((t) => unknownPlaceholders(t).length === 0, 'error.placeholder'),
      ocralgorithm: z.enum(OCR_ALGORITHMS, { error: 'error.choice' }).default('PDF'),
      embedmode: z.enum(EMBED_MODES, { error: 'error.choice' }).default('OCRRESULT'),
      pagenumbers: z
        .number({ error: 'error.number' })
        .int('error.number')
        .min(UNSET, 'error.pagenumbers')
        .max(9999, 'error.pagenumbers')
        .refine((n) => n !== 0, 'error.pagenumbers')
        .default(UNSET),
      defaultdocumentgroupuuid: f.optionalUuid(),
      configuration: f.optionalUuid(),
      configurations: supplierConfigurationsSchema,
      excludedbranches: excludedBranchesSchema,
      labels: f.uuids().transform((ids) => [...new Set(ids)]),
    })
    .superRefine((s, ctx) => {
      if (dueDateNeedsDays(s.duedateenum) && s.duedatexdays < 0)
        ctx.addIssue({ code: 'custom', path: ['duedatexdays'], message: 'error.xdaysrequired' });
      if (paymentDateNeedsDays(s.paymentdateenum) && s.paymentdatexdays < 0)
        ctx.addIssue({ code: 'custom', path: ['paymentdatexdays'], message: 'error.xdaysrequired' });
      if (s.automail && !s.emailtemplate.trim())
        ctx.addIssue({ code: 'custom', path: ['emailtemplate'], message: 'error.emailtemplaterequired' });
    }),
  fields: {
    name: { list: true },
    origintype: { input: 'reference', reference: 'documents/origintypes', list: true },
    email: { input: 'email', list: true },
    labels: { input: 'references', reference: 'documents/documentsourcelabels', list: true },
    visible: { input: 'select', choices: [0, 1, 2], list: true },
    divers: { input: 'boolean' },
    description: { input: 'textarea' },
    phone: {},
    address: { input: 'textarea' },
    paymenttypeuuid: { input: 'reference', reference: 'invoices/paymenttypes' },
    payonvalidation: { input: 'boolean' },
    duedateenum: { input: 'select', choices: [0, 1, 2, 3] },
    duedatexdays: { input: 'number' },
    paymentdateenum: { input: 'select', choices: [0, 1, 2, 3, 4] },
    paymentdatexdays: { input: 'number' },
    automail: { input: 'boolean' },
    includeattachments: { input: 'boolean' },
    emailtemplate: { input: 'textarea' },
    ocralgorithm: { input: 'select', choices: OCR_ALGORITHMS },
    embedmode: { input: 'select', choices: EMBED_MODES },
    pagenumbers: { input: 'number' },
    defaultdocumentgroupuuid: { input: 'reference', reference: 'documents/documentgroups' },
    configuration: { input: 'reference', reference: 'documents/configurations/ai' },
    excludedbranches: {},
  },
});

export type Supplier = z.infer<typeof supplierModel.schema> & { uuid: string; index?: number };
