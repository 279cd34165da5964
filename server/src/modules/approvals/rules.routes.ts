/**
 * /approvalrules: the account's approval rules, ordered by `position` (list paged, get, create, update,
 * delete), each write in the audit trail. Approvers must be the account's users and rule groups. Managed with
 * the rule-group permissions: who sets who may do what also sets who approves what.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalRuleSchema, type ApprovalRuleInput } from '../../../../src/domain/approvals/approvalRule';
import { approvalRuleModel } from '../../../../src/domain/approvals/approvalRule.model';
import { recordAnswerOf } from '../../../../src/domain/defineResource';
import { idParams } from '../../../../src/domain/ids';
import { approvalRules, ruleGroups, users } from '../../../db/schema';
import { actorOf, recordAudit } from '../../audit/record';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { AppError, notFound } from '../../errors';
import { anyObjectBody, optionalBody, successAnswer } from '../../plugins/routeSchemas';
import { accountCompanyIds } from '../tenancy/companies';
import { queueApprovalSweep, withdrawUndecided } from './sweep';
import { accountRules } from './rules';

type RuleRow = typeof approvalRules.$inferSelect;
const present = ({ accountId: _a, id, ...r }: RuleRow) => ({ uuid: id, ...r });

/** Every approver named is a user or rule group of the account (else 400 naming the step). */
async function checkApprovers(req: FastifyRequest, rule: ApprovalRuleInput) {
  const db = req.server.db;
  const userIds = [...new Set(rule.steps.flatMap((s) => s.users))];
  const groupIds = [...new Set(rule.steps.flatMap((s) => s.ruleGroups))];
  const companies = await accountCompanyIds(db, req.scope.accountId);
  const knownUsers = userIds.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, userIds), inArray(users.companyId, companies)))
    : [];
  const knownGroups = groupIds.length
    ? await db
        .select({ id: ruleGroups.uuid })
        .from(ruleGroups)
        .where(and(inArray(ruleGroups.uuid, groupIds), eq(ruleGroups.companyId, req.scope.accountId)))
    : [];
  if (knownUsers.length !== userIds.length || knownGroups.length !== groupIds.length)
    throw new AppError('VALIDATION', 'An approver is not a user or rule group of the account', {
      fields: { steps: 'error.reference' },
    });
}

export async function approvalRulesRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const mine = (req: FastifyRequest, id: string) =>
    and(eq(approvalRules.id, id), eq(approvalRules.accountId, req.scope.accountId))!;
  async function load(req: FastifyRequest, id: string) {
    const [row] = await api.db.select().from(approvalRules).where(mine(req, id));
    if (!row) throw notFound('Approval rule');
    return row;
  }

  const rule = recordAnswerOf(approvalRuleModel);
  const listRoute = { config: { access: 'VIEW_RULE_GROUPS' }, schema: { response: { 200: z.array(rule) } } } as const;
  typed.get('/approvalrules', listRoute, async (req, reply) => {
    const list = parseListRequest(req.query);
    const where = eq(approvalRules.accountId, req.scope.accountId);
    return answerPage(
      reply,
      'approvalrules',
      list,
      accountRules(api.db, req.scope.accountId)
        .limit(list.limit)
        .offset(list.offset)
        .then((rows) => rows.map(present)),
      () => countOf(api.db.select({ n: COUNT }).from(approvalRules).where(where)),
    );
  });

  typed.get(
    '/approvalrules/:id',
    { config: { access: 'VIEW_RULE_GROUPS' }, schema: { params: idParams, response: { 200: rule } } },
    async (req) => present(await load(req, req.params.id)),
  );

  typed.post(
    '/approvalrules',
    {
      config: { access: 'CREATE_RULE_GROUPS' },
      schema: { body: optionalBody(approvalRuleSchema), response: { 201: rule } },
    },
    async (req, reply) => {
      const data = req.body as ApprovalRuleInput;
      await checkApprovers(req, data);
      const row = await api.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(approvalRules)
          .values({ ...data, accountId: req.scope.accountId })
          .returning();
        await recordAudit(tx, actorOf(req), {
          entity: 'approval_rules',
          entityId: created.id,
          action: 'CREATE',
          after: created,
        });
        await queueApprovalSweep(tx, req.scope.accountId);
        return created;
      });
      return reply.status(201).send(present(row));
    },
  );

  typed.put(
    '/approvalrules/:id',
    {
      config: { access: 'UPDATE_RULE_GROUPS' },
      schema: { params: idParams, body: anyObjectBody, response: { 200: rule } },
    },
    async (req) => {
      const existing = await load(req, req.params.id);
      const { uuid: _u, ...stored } = present(existing);
      const data = approvalRuleSchema.parse({ ...stored, ...req.body });
      await checkApprovers(req, data);
      const row = await api.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(approvalRules)
          .set({ ...data, updatedAt: new Date() })
          .where(mine(req, existing.id))
          .returning();
        const audit = {
          entity: 'approval_rules',
          entityId: updated.id,
          action: 'UPDATE',
          before: existing,
          after: updated,
        };
        await recordAudit(tx, actorOf(req), audit);
        await withdrawUndecided(tx, updated.id);
        await queueApprovalSweep(tx, req.scope.accountId);
        return updated;
      });
      return present(row);
    },
  );

  typed.delete(
    '/approvalrules/:id',
    { config: { access: 'DELETE_RULE_GROUPS' }, schema: { params: idParams, response: successAnswer } },
    async (req) => {
      const existing = await load(req, req.params.id);
      await api.db.transaction(async (tx) => {
        await tx.delete(approvalRules).where(mine(req, existing.id));
        await recordAudit(tx, actorOf(req), {
          entity: 'approval_rules',
          entityId: existing.id,
          action: 'DELETE',
          before: existing,
        });
        await withdrawUndecided(tx, existing.id);
        await queueApprovalSweep(tx, req.scope.accountId);
      });
      return { success: true as const };
    },
  );
}
