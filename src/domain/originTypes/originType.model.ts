import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const ORIGIN_KINDS = ['OTHER', 'SUPPLIER', 'CUSTOMER'] as const;
export type OriginKind = (typeof ORIGIN_KINDS)[number];
/** Origin types are also named by number (spec: 1 SUPPLIER and 2 CUSTOMER have dashboards and payments, 0 OTHER). */
export const originKind = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) ? (ORIGIN_KINDS[Number(v)] ?? v) : v;
/** Numeric 1 and 2 (SUPPLIER, CUSTOMER) have dashboards and payments. */
export const hasDashboards = (t: { type: string }) => t.type === 'SUPPLIER' || t.type === 'CUSTOMER';
/** The origin type's name as a URL path segment: "Fournisseurs étrangers" -> "fournisseurs-etrangers". */
export const originTypePath = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'documents';

export const originTypeModel = defineResource({
  name: 'documents/origintypes',
  endpoint: '/origintypes',
  table: 'origin_types',
  subject: 'ORIGIN_TYPES',
  readableWithDocuments: true,
  orderable: true,
  schema: z.object({
    name: f.name(),
    description: f.description(),
    visible: z.boolean().default(true),
    type: z.preprocess(originKind, z.enum(ORIGIN_KINDS)).default('OTHER'),
    documentgroups: f.uuids(),
  }),
  fields: {
    name: { list: true },
    type: { input: 'select', choices: ORIGIN_KINDS, list: true },
    visible: { input: 'boolean', list: true },
    documentgroups: { input: 'references', reference: 'documents/documentgroups' },
    description: { input: 'textarea' },
  },
});
