import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const DOCUMENT_GROUP_TYPES = ['CUSTOM', 'INVOICES'] as const;

export const documentGroupKeywordSchema = z.object({
  uuid: f.uuid().optional(),
  keyworduuid: f.uuid(),
  index: z.number().int().min(0).optional(),
  /** The keyword's name and description: answered from the keyword itself, never stored (ignored on input). */
  name: z.string().optional(),
  description: z.string().optional(),
});

export const documentGroupModel = defineResource({
  name: 'documents/documentgroups',
  endpoint: '/documentgroups',
  table: 'document_groups',
  subject: 'DOCUMENT_GROUPS',
  readableWithDocuments: true,
  orderable: true,
  deletable: true,
  schema: z.object({
    name: f.name(),
    description: f.description(),
    configuration: z.string().max(5000).default(''),
    categoryuuid: f.optionalUuid(),
    type: z.enum(DOCUMENT_GROUP_TYPES).default('CUSTOM'),
    /** The group's keywords, in order. */
    keywords: z.array(documentGroupKeywordSchema).default([]),
  }),
  fields: {
    name: { list: true },
    type: { input: 'select', choices: DOCUMENT_GROUP_TYPES, list: true },
    categoryuuid: { input: 'reference', reference: 'documents/documentgroups/categories', list: true },
    keywords: { input: 'references', reference: 'documents/keywords' },
    configuration: { input: 'textarea' },
    description: { input: 'textarea' },
  },
});

/** Only invoice-type groups carry amounts (spec §3). */
export const isInvoiceGroup = (g: { type: string }) => g.type === 'INVOICES';

/** GET /documentgroups/{id}/used: what uses a document group, asked before a delete. */
export const documentGroupUsageAnswer = z.object({
  used: z.boolean(),
  /** A use that refuses the delete (409 IN_USE). */
  blocking: z.boolean(),
  usages: z.array(z.object({ what: z.string(), count: z.number(), names: z.array(z.string()).optional() })),
});
