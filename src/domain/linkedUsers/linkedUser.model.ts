import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../access';
import { defineResource, f } from '../defineResource';

/** Rule groups and branches are admin matters: a linked user's picker leaves them out. */
export const LINKED_USER_PERMISSIONS: Permission[] = PERMISSIONS.filter(
  (p) => !p.endsWith('_RULE_GROUPS') && !p.endsWith('_BRANCHES'),
);

const personName = () => z.string().trim().min(1, 'error.required').max(100);

export const linkedUserModel = defineResource({
  name: 'administration/users/list',
  endpoint: '/users/linked',
  subject: 'USERS',
  deletable: true,
  titleField: 'email',
  scope: 'company',
  schema: z.object({
    firstname: personName(),
    lastname: personName(),
    email: f.email().max(254),
    permissions: z
      .array(z.enum(PERMISSIONS as [string, ...string[]], 'error.invalidvalue'))
      .default([])
      .transform((ps) => [...new Set(ps)]),
    /** Rule group uuids of the account. */
    groups: f.uuids(),
    /** Origin types the user sees; empty = all. */
    origintypes: f.uuids(),
    /** Document groups the user sees; empty = all. */
    documentgroups: f.uuids(),
  }),
  fields: {
    firstname: { list: true },
    lastname: { list: true },
    email: { input: 'email', list: true },
    groups: { input: 'references', reference: 'administration/rulegroups/list' },
    permissions: { input: 'multiselect', choices: LINKED_USER_PERMISSIONS },
    origintypes: { input: 'references', reference: 'documents/origintypes' },
    documentgroups: { input: 'references', reference: 'documents/documentgroups' },
  },
});
export type LinkedUserPayload = z.infer<typeof linkedUserModel.schema>;

/** What the API answers: the payload plus the server-managed fields. */
export interface LinkedUserRecord extends LinkedUserPayload {
  uuid: string;
  /** The user's company when it is not the active one: a branch's user in the master's list. */
  branch: string | null;
  roles: string[];
  mustChangePassword: boolean;
  /** POST only, built-in identity provider: shown once. */
  temporaryPassword?: string;
  /** POST only, external identity provider: the account is managed there. */
  externalAccount?: boolean;
}
