import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can } from '../../../../src/domain/access';
import { CHANNELS, INTAKE_OUTCOMES } from '../../../../src/domain/documents/channels';
import { z } from 'zod';
import { idParams, isUuid } from '../../../../src/domain/ids';
import { intakeLogEntryAnswer, type IntakeLogEntry } from '../../../../src/domain/intakeLog/intakeLog.model';
import { mailboxPollAnswer } from '../../../../src/domain/mailboxes/mailbox.model';
import { intakeLog, mailboxes } from '../../../db/schema';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { notFound } from '../../errors';
import { pollMailbox } from './mailboxPoll';
import { MAILBOX_POLL_JOB, mailboxPollHandler } from './mailboxSchedule';

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** Mailboxes' poll-now call, the poll job, and the intake log (issue 18). The mailboxes' CRUD: crud/entities. */
export async function intakeModule(api: FastifyInstance) {
  api.jobs.register(MAILBOX_POLL_JOB, mailboxPollHandler(api));
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /** Polls the mailbox now and answers what came in (or why it could not be read). */
  typed.post(
    '/mailboxes/:id/poll',
    { config: { access: 'UPDATE_MAILBOXES' }, schema: { params: idParams, response: { 200: mailboxPollAnswer } } },
    async (req) => {
      const id = req.params.id;
      if (!isUuid(id)) throw notFound('Mailbox');
      const [box] = await api.db
        .select({ uuid: mailboxes.uuid })
        .from(mailboxes)
        .where(and(eq(mailboxes.uuid, id), eq(mailboxes.companyId, req.scope.accountId)));
      if (!box) throw notFound('Mailbox');
      return pollMailbox(api, box.uuid);
    },
  );

  /**
   * What arrived, from where and what became of it, newest first, paged: the active company's (the whole
   * account's in the master company). `filter`: channel, outcome, q (file or sender).
   */
  typed.get(
    '/intakelog',
    {
      config: { access: (p) => can(p, 'VIEW_MAILBOXES') || can(p, 'VIEW_API_KEYS') },
      schema: { response: { 200: z.array(intakeLogEntryAnswer) } },
    },
    async (req, reply) => {
      const list = parseListRequest(req.query);
      const f = list.filter as Record<string, unknown>;
      const channel = oneOf(CHANNELS, f.channel);
      const outcome = oneOf(INTAKE_OUTCOMES, f.outcome);
      const q = typeof f.q === 'string' && f.q.trim() ? `%${f.q.trim().replace(/[%_\\]/g, '\\$&')}%` : undefined;
      const where = and(
        req.scope.isMasterCompany
          ? eq(intakeLog.accountId, req.scope.accountId)
          : eq(intakeLog.companyId, req.scope.companyId),
        channel ? eq(intakeLog.channel, channel) : undefined,
        outcome ? eq(intakeLog.outcome, outcome) : undefined,
        q ? (or(ilike(intakeLog.filename, q), ilike(intakeLog.source, q)) as SQL) : undefined,
      );
      const rows = api.db
        .select({
          uuid: intakeLog.uuid,
          createdAt: intakeLog.createdAt,
          channel: intakeLog.channel,
          source: intakeLog.source,
          filename: intakeLog.filename,
          outcome: intakeLog.outcome,
          code: intakeLog.code,
          reason: intakeLog.reason,
          refusal: intakeLog.refusal,
          documentuuid: intakeLog.documentuuid,
          companyuuid: intakeLog.companyId,
        })
        .from(intakeLog)
        .where(where)
        .orderBy(desc(intakeLog.createdAt), desc(intakeLog.uuid))
        .limit(list.limit)
        .offset(list.offset)
        // the time as the ISO text JSON makes of it
        .then((page) =>
          page.map((r): IntakeLogEntry => ({
            ...r,
            createdAt: r.createdAt.toISOString(),
            channel: r.channel as IntakeLogEntry['channel'],
            outcome: r.outcome as IntakeLogEntry['outcome'],
          })),
        );
      return answerPage(reply, 'intakelog', list, rows, () =>
        countOf(api.db.select({ n: COUNT }).from(intakeLog).where(where)),
      );
    },
  );
}
