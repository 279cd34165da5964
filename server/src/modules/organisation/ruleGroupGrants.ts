/** What a rule group may grant, and what a granter may give: the rules rule groups and linked users share. */
import { and, eq, inArray } from 'drizzle-orm';
import { isSuperAdmin, RULE_GROUP_PERMISSIONS, type AccessSubject } from '../../../../src/domain/access';
import type { RuleGroupPayload } from '../../../../src/domain/ruleGroups/ruleGroup.model';
import type { Db } from '../../../db/client';
import { ruleGroups } from '../../../db/schema';
import { AppError } from '../../errors';

/**
 * Nobody grants what they do not hold (a super administrator holds everything): the permissions
 * `wanted` adds beyond `already` must be the granter's. Refused with 403, naming them.
 */
export function refuseBeyondGranter(
  granter: AccessSubject,
  wanted: readonly string[],
  already: readonly string[] = [],
) {
  if (isSuperAdmin(granter)) return;
  const refused = [...new Set(wanted)].filter((p) => !already.includes(p) && !granter.permissions.includes(p));
  if (refused.length) {
    throw new AppError('FORBIDDEN', `You cannot grant permissions you do not hold: ${refused.join(', ')}`, {
      fields: { permissions: 'error.notgrantable' },
    });
  }
}

/** The permissions of rule groups of the account; `strict`: every id must name one (else 404 naming the field). */
export async function groupPermissions(
  db: Db,
  accountId: string,
  ids: readonly string[],
  strict: boolean,
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: ruleGroups.uuid, permissions: ruleGroups.permissions })
    .from(ruleGroups)
    .where(and(inArray(ruleGroups.uuid, [...ids]), eq(ruleGroups.companyId, accountId)));
  if (strict && rows.length !== new Set(ids).size) {
    throw new AppError('NOT_FOUND', 'Unknown rule group', { fields: { groups: 'error.reference' } });
  }
  return [...new Set(rows.flatMap((r) => r.permissions))];
}

/**
 * A rule group holds only rule-group permissions, none beyond its granter's (those it already held stay), and only
 * the super administrator makes a Super Admin group.
 */
export function refuseUngrantableGroup(
  granter: AccessSubject,
  group: RuleGroupPayload,
  existing?: { permissions: string[]; type: string },
) {
  const outside = group.permissions.filter((p) => !(RULE_GROUP_PERMISSIONS as string[]).includes(p));
  if (outside.length) {
    throw new AppError('FORBIDDEN', `A rule group cannot hold these permissions: ${outside.join(', ')}`, {
      fields: { permissions: 'error.notgrantable' },
    });
  }
  refuseBeyondGranter(granter, group.permissions, existing?.permissions);
  if (group.type === 'SUPER_ADMIN' && existing?.type !== 'SUPER_ADMIN' && !isSuperAdmin(granter)) {
    throw new AppError('FORBIDDEN', 'Only the super administrator may create Super Admin rule groups', {
      fields: { type: 'error.notgrantable' },
    });
  }
}
