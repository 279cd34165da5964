import { and, asc, eq, ilike, inArray, max } from 'drizzle-orm';
import { actorOf, recordAudit } from '../../audit/record';
import { answerPage, COUNT, countOf, likePattern, parseListRequest } from '../../crud/listQuery';
import { optionalBody, anyObjectBody } from '../../plugins/routeSchemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSuperAdmin, RULE_GROUP_PERMISSIONS, type AccessSubject } from '../../../../src/domain/access';
import { idParams } from '../../../../src/domain/ids';
import { ruleGroupModel } from '../../../../src/domain/ruleGroups/ruleGroup.model';
import type { Db } from '../../../db/client';
import { ruleGroups } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { ruleGroupDeleteRoute } from './ruleGroupDelete.routes';

type RuleGroupRow = typeof ruleGroups.$inferSelect;

const toRuleGroup = (r: RuleGroupRow) => ({
  uuid: r.id,
  name: r.name,
  description: r.description,
  type: r.type,
  permissions: r.permissions,
  index: r.index,
});

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
    .select({ id: ruleGroups.id, permissions: ruleGroups.permissions })
    .from(ruleGroups)
    .where(and(inArray(ruleGroups.id, [...ids]), eq(ruleGroups.companyId, accountId)));
  if (strict && rows.length !== new Set(ids).size) {
    throw new AppError('NOT_FOUND', 'Unknown rule group', { fields: { groups: 'error.reference' } });
  }
  return [...new Set(rows.flatMap((r) => r.permissions))];
}

function checkGroup(req: FastifyRequest, data: z.infer<typeof ruleGroupModel.schema>, existing?: RuleGroupRow) {
  const outside = data.permissions.filter((p) => !(RULE_GROUP_PERMISSIONS as string[]).includes(p));
  if (outside.length) {
    throw new AppError('FORBIDDEN', `A rule group cannot hold these permissions: ${outside.join(', ')}`, {
      fields: { permissions: 'error.notgrantable' },
    });
  }
  refuseBeyondGranter(req.principal, data.permissions, existing?.permissions);
  if (data.type === 'SUPER_ADMIN' && existing?.type !== 'SUPER_ADMIN' && !isSuperAdmin(req.principal)) {
    throw new AppError('FORBIDDEN', 'Only the super administrator may create Super Admin rule groups', {
      fields: { type: 'error.notgrantable' },
    });
  }
}

/** GET, POST /rulegroups; PUT, DELETE /rulegroups/{id}: the account's rule groups. */
export async function ruleGroupRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const mine = (req: FastifyRequest, id: string) =>
    and(eq(ruleGroups.id, id), eq(ruleGroups.companyId, req.scope.accountId));
  async function load(req: FastifyRequest, id: string) {
    const [row] = await api.db.select().from(ruleGroups).where(mine(req, id));
    if (!row) throw notFound('Rule group');
    return row;
  }

  api.get('/rulegroups', { config: { access: 'VIEW_RULE_GROUPS' } }, async (req, reply) => {
    const list = parseListRequest(req.query);
    const q = typeof list.filter.q === 'string' && list.filter.q.trim() ? likePattern(list.filter.q) : undefined;
    const where = and(eq(ruleGroups.companyId, req.scope.accountId), q ? ilike(ruleGroups.name, q) : undefined);
    const rows = api.db
      .select()
      .from(ruleGroups)
      .where(where)
      .orderBy(asc(ruleGroups.index), asc(ruleGroups.name), asc(ruleGroups.id))
      .limit(list.limit)
      .offset(list.offset);
    return answerPage(
      reply,
      'rulegroups',
      list,
      rows.then((r) => r.map(toRuleGroup)),
      () => countOf(api.db.select({ n: COUNT }).from(ruleGroups).where(where)),
    );
  });

  const create = {
    config: { access: 'CREATE_RULE_GROUPS' },
    schema: { body: optionalBody(ruleGroupModel.schema) },
  } as const;
  typed.post('/rulegroups', create, async (req, reply) => {
    const data = req.body;
    checkGroup(req, data);
    const row = await api.db.transaction(async (tx) => {
      const [{ top }] = await tx
        .select({ top: max(ruleGroups.index) })
        .from(ruleGroups)
        .where(eq(ruleGroups.companyId, req.scope.accountId));
      const [created] = await tx
        .insert(ruleGroups)
        .values({
          ...data,
          companyId: req.scope.accountId,
          createdBy: req.principal.userId,
          index: Number(top ?? -1) + 1,
        })
        .returning();
      await recordAudit(tx, actorOf(req), {
        entity: 'rule_groups',
        entityId: created.id,
        action: 'CREATE',
        after: created,
      });
      return created;
    });
    return reply.status(201).send(toRuleGroup(row));
  });

  typed.get('/rulegroups/:id', { config: { access: 'VIEW_RULE_GROUPS' }, schema: { params: idParams } }, async (req) =>
    toRuleGroup(await load(req, req.params.id)),
  );

  const update = {
    config: { access: 'UPDATE_RULE_GROUPS' },
    schema: { params: idParams, body: anyObjectBody },
  } as const;
  typed.put('/rulegroups/:id', update, async (req) => {
    const existing = await load(req, req.params.id);
    const data = ruleGroupModel.schema.parse({ ...toRuleGroup(existing), ...req.body });
    checkGroup(req, data, existing);
    const row = await api.db.transaction(async (tx) => {
      const [updated] = await tx.update(ruleGroups).set(data).where(mine(req, existing.id)).returning();
      const audit = { entity: 'rule_groups', entityId: updated.id, action: 'UPDATE', before: existing, after: updated };
      await recordAudit(tx, actorOf(req), audit);
      return updated;
    });
    return toRuleGroup(row);
  });

  ruleGroupDeleteRoute(api);
}
