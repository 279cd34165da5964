import { z } from 'zod';
import { defineResource, f } from '../defineResource';

/** What a key may do: import documents, or import them and read back its own. */
export const API_KEY_SCOPES = ['IMPORT', 'IMPORT_READ'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** The header that carries a key. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * An API key (issue 18, the spec's API functionality): named, scoped to the company or one branch, its secret
 * shown once in the answer of its creation (`secret`) and stored hashed; revoking it is for good.
 */
export const apiKeyModel = defineResource({
  name: 'configurations/apikeys',
  endpoint: '/apikeys',
  table: 'api_keys',
  subject: 'API_KEYS',
  deletable: true,
  schema: z.object({
    name: f.name(),
    branchuuid: f.optionalUuid(),
    scope: z.enum(API_KEY_SCOPES).default('IMPORT'),
    revoked: z.boolean().default(false),
    prefix: z.string().optional(),
    lastusedat: z.string().nullable().optional(),
  }),
  fields: {
    name: { list: true },
    prefix: { readOnly: true, list: true },
    branchuuid: { input: 'reference', reference: 'administration/branches/list', list: true },
    scope: { input: 'select', choices: API_KEY_SCOPES, list: true },
    revoked: { input: 'boolean', list: true },
    lastusedat: { readOnly: true, list: true, format: 'day' },
  },
});
