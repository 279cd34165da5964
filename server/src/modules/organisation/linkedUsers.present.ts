/** How a linked user reads in the API (the record the client's forms and lists show). */
import { z } from 'zod';
import type { LinkedUserRecord } from '../../../../src/domain/linkedUsers/linkedUser.model';
import type { users } from '../../../db/schema';
import { credentialsAnswer } from './linkedUsers.accounts';

export type UserRow = typeof users.$inferSelect;

/** `branch`: the name of the user's company when it is not the active one (a branch's user in the master's list). */
export const toLinkedUser = (u: UserRow, branch: string | null = null): LinkedUserRecord => ({
  uuid: u.id,
  branch,
  firstname: u.firstName,
  lastname: u.lastName,
  email: u.email,
  permissions: u.permissions,
  groups: u.ruleGroups,
  origintypes: u.originTypesAccess,
  documentgroups: u.documentGroupsAccess,
  roles: u.roles,
  mustChangePassword: u.mustChangePassword,
});

const ids = z.array(z.string());
/** The answer of GET/PUT /users/linked/{id}; POST adds the credentials, once. */
export const linkedUserAnswer = z.object({
  uuid: z.string(),
  branch: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  permissions: ids,
  groups: ids,
  origintypes: ids,
  documentgroups: ids,
  roles: ids,
  mustChangePassword: z.boolean(),
});
export const newLinkedUserAnswer = linkedUserAnswer.extend(credentialsAnswer.shape);
