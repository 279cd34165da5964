import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const VALUE_TYPES = ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'ENUMERATED', 'TABLE'] as const;
/** Spec order: type 1 (TTC) is the one used by the stricter duplicate check. */
export const KEYWORD_TYPES = ['CUSTOM', 'TTC', 'HT', 'TVA', 'DUE_DATE', 'TYPE'] as const;
export type KeywordType = (typeof KEYWORD_TYPES)[number];
export const keywordTypeNumber = (t: KeywordType) => KEYWORD_TYPES.indexOf(t);
/** A keyword type given by its number (1 = TTC, the duplicate check's) reads as its name. */
export const keywordType = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) ? (KEYWORD_TYPES[Number(v)] ?? v) : v;

export const keywordModel = defineResource({
  name: 'documents/keywords',
  endpoint: '/keywords',
  table: 'keywords',
  subject: 'KEYWORDS',
  readableWithDocuments: true,
  orderable: true,
  deletable: true,
  schema: z
    .object({
      name: f.name(),
      label: z.string().trim().max(200).default(''),
      extractionkey: z
        .string()
        .trim()
        .max(100)
        .regex(/^[A-Za-z0-9_.-]*$/, 'error.extractionkey')
        .default(''),
      description: f.description(),
      valuetype: z.enum(VALUE_TYPES).default('TEXT'),
      type: z.preprocess(keywordType, z.enum(KEYWORD_TYPES)).default('CUSTOM'),
      group: f.optionalUuid(),
      manadatory: z.boolean().default(false),
      visible: z.boolean().default(true),
      showtotalsinfooter: z.boolean().default(false),
      /** Values of an ENUMERATED keyword, columns of a TABLE keyword. */
      choices: z.array(z.string().trim().min(1)).default([]),
    })
    .refine((k) => k.valuetype !== 'ENUMERATED' || k.choices.length > 0, {
      path: ['choices'],
      message: 'error.choicesrequired',
    }),
  fields: {
    name: { list: true },
    label: { list: true },
    extractionkey: { list: true },
    valuetype: { input: 'select', choices: VALUE_TYPES, list: true },
    type: { input: 'select', choices: KEYWORD_TYPES, list: true },
    group: { input: 'reference', reference: 'documents/keywordgroups', list: true },
    manadatory: { input: 'boolean', list: true },
    visible: { input: 'boolean', list: true },
    showtotalsinfooter: { input: 'boolean' },
    choices: { input: 'multiselect' },
    description: { input: 'textarea' },
  },
});
