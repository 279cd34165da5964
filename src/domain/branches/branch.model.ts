import { z } from 'zod';
import { defineResource, f } from '../defineResource';
import type { Branch } from '../company/company.model';

const text = (max: number) => z.string().trim().max(max);

/**
 * A branch: a company linked to the master, with its administrator (spec §3 Branch). uuid,
 * companyUUID, admin and master are answered by the server.
 */
export const branchModel = defineResource({
  name: 'administration/branches/list',
  endpoint: '/branches',
  subject: 'BRANCHES',
  titleField: 'companyName',
  schema: z.object({
    companyName: text(200).min(1, 'error.required'),
    companyAddress: text(500).default(''),
    /** The branch administrator's sign-in e-mail. */
    email: f.email().max(254),
    firstName: text(100).min(1, 'error.required'),
    lastName: text(100).min(1, 'error.required'),
  }),
  fields: {
    companyName: { list: true },
    companyAddress: { input: 'textarea', list: true },
    firstName: { list: true },
    lastName: { list: true },
    email: { input: 'email', list: true },
  },
});
export type BranchPayload = z.infer<typeof branchModel.schema>;
/** POST /branches answers the branch and, once, the administrator's temporary password. */
export type BranchRecord = Branch & { temporaryPassword?: string; externalAccount?: boolean };
