/**
 * Bank statements (spec issue 20): import (POST /bankstatements, multipart `file`), the statements and their
 * lines (paged like every list), the lines to reconcile across statements (GET /banklines, the reconciliation
 * view), a line's decisions (accept or reject a candidate, pay it as picked invoices, undo), and per bank account
 * the bank's balance beside the books' (GET /bankbalances). Everything is the active company's.
 */
import { actorOf } from '../../audit/record';
import multipart from '@fastify/multipart';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankBalanceAnswer,
  bankLineAnswer,
  bankStatementAnswer,
  importStatementsAnswer,
  LINE_STATES,
  payLineSchema,
} from '../../../../src/domain/bankStatements/bankStatement.model';
import { UPLOAD_ERROR } from '../../../../src/domain/documents/upload';
import { idParams, uuid, uuidOrEmpty } from '../../../../src/domain/ids';
import { bankLines, bankStatements } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { answerPage, countOf, orderFor, parseListRequest } from '../../crud/listQuery';
import {
  bankBalances,
  countLines,
  countStatements,
  lineSortColumns,
  listLines,
  listStatements,
  statementSortColumns,
} from './present';
import { confirmMatch, lockLine, payLine, rejectMatch, undoLine, type DecideContext } from './reconcile/decide';
import { importStatement } from './use-cases/import-statement';
import { afterPaidValidations } from '../payments/use-cases/record-payment';
import type { RouteAccess } from '../../plugins/apiAuth';
import { can } from '../../../../src/domain/access';

const lineFilter = z.object({
  state: z.enum(LINE_STATES).optional(),
  bankaccount: uuidOrEmpty,
  statement: uuidOrEmpty,
});
const statementFilter = z.object({ bankaccount: uuidOrEmpty });
const matchParams = z.object({ id: uuid, matchId: uuid });

async function readStatementFile(req: FastifyRequest) {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the statement as multipart/form-data in the form field "file"', {
      fields: { file: 'error.required' },
    });
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file')
      throw new AppError('VALIDATION', 'Send the statement in the form field "file"', {
        fields: { file: 'error.required' },
      });
    const bytes = await file.toBuffer();
    if (!bytes.length)
      throw new AppError('VALIDATION', 'The statement file is empty', {
        key: UPLOAD_ERROR.empty,
        fields: { file: 'error.required' },
      });
    return { bytes, name: file.filename ?? '' };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', `The statement is larger than ${req.server.config.MAX_UPLOAD_MB} MB`, {
        key: UPLOAD_ERROR.tooLarge,
        params: { max: req.server.config.MAX_UPLOAD_MB },
      });
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw new AppError('BAD_REQUEST', `The upload is not a valid multipart/form-data body: ${(err as Error).message}`, {
      key: 'error.upload.notmultipart',
    });
  }
}

const decideContext = (req: FastifyRequest): DecideContext => ({
  companyId: req.scope.companyId,
  accountId: req.scope.accountId,
  userId: req.principal.userId,
  actor: actorOf(req),
});

/**
 * Confirming a line (accepting a candidate, paying it as invoices) or undoing it says the money left or did not: it
 * executes a payment or takes that back, as marking one Done does (Execute payments); paying a line also records the
 * payment (Create payments). Rejecting a candidate changes no payment (Update payments).
 */
const prepareAndExecute: RouteAccess = (p) => can(p, 'CREATE_PAYMENTS') && can(p, 'EXECUTE_PAYMENTS');

export async function bankStatementRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: api.config.MAX_UPLOAD_MB * 1024 * 1024, files: 1 },
      throwFileSizeLimit: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/bankstatements',
      {
        config: { access: 'CREATE_PAYMENTS', apiKey: 'statements' },
        schema: { response: { 200: importStatementsAnswer, 201: importStatementsAnswer } },
      },
      async (req, reply) => {
        const statements = await importStatement(req, await readStatementFile(req));
        // 201 when something new was stored, 200 when the file only repeated what was known
        return reply.status(statements.some((s) => !s.duplicate) ? 201 : 200).send({ statements });
      },
    );
  });

  const statementList = {
    config: { access: 'VIEW_PAYMENTS' },
    schema: { response: { 200: z.array(bankStatementAnswer) } },
  } as const;
  typed.get('/bankstatements', statementList, async (req, reply) => {
    const list = parseListRequest(req.query);
    const f = statementFilter.parse(list.filter);
    const where = and(
      eq(bankStatements.companyId, req.scope.companyId),
      f.bankaccount ? eq(bankStatements.bankAccountId, f.bankaccount) : undefined,
    )!;
    const order = orderFor(list, statementSortColumns, { field: 'createdAt', order: 'DESC' }, bankStatements.id);
    return answerPage(reply, 'bankstatements', list, listStatements(db, where, { ...list, order }), () =>
      countOf(countStatements(db, where)),
    );
  });

  typed.get(
    '/bankstatements/:id',
    { config: { access: 'VIEW_PAYMENTS' }, schema: { params: idParams, response: { 200: bankStatementAnswer } } },
    async (req) => {
      const where = and(eq(bankStatements.id, req.params.id), eq(bankStatements.companyId, req.scope.companyId))!;
      const [s] = await listStatements(db, where, { limit: 1, offset: 0, order: [] });
      if (!s) throw notFound('Statement');
      return s;
    },
  );

  const lineList = { 200: z.array(bankLineAnswer) };
  const linesPage = async (
    req: FastifyRequest,
    reply: Parameters<typeof answerPage>[0],
    base: SQL | undefined,
    fallback: 'lineNo' | 'bookingDate',
  ) => {
    const list = parseListRequest(req.query);
    const f = lineFilter.parse(list.filter);
    const where = and(
      eq(bankLines.companyId, req.scope.companyId),
      base,
      f.state ? eq(bankLines.state, f.state) : undefined,
      f.bankaccount ? eq(bankLines.bankAccountId, f.bankaccount) : undefined,
      f.statement ? eq(bankLines.statementId, f.statement) : undefined,
    )!;
    const order = orderFor(list, lineSortColumns, { field: fallback, order: 'ASC' }, bankLines.id);
    return answerPage(reply, 'banklines', list, listLines(db, where, { ...list, order }), () =>
      countOf(countLines(db, where)),
    );
  };

  typed.get(
    '/bankstatements/:id/lines',
    { config: { access: 'VIEW_PAYMENTS' }, schema: { params: idParams, response: lineList } },
    async (req, reply) => {
      const [s] = await db
        .select({ id: bankStatements.id })
        .from(bankStatements)
        .where(and(eq(bankStatements.id, req.params.id), eq(bankStatements.companyId, req.scope.companyId)));
      if (!s) throw notFound('Statement');
      return linesPage(req, reply, eq(bankLines.statementId, s.id), 'lineNo');
    },
  );

  // the reconciliation view: lines of every statement, by state and account
  typed.get('/banklines', { config: { access: 'VIEW_PAYMENTS' }, schema: { response: lineList } }, async (req, reply) =>
    linesPage(req, reply, undefined, 'bookingDate'),
  );

  const lineAnswer = { 200: bankLineAnswer };
  const oneLine = async (req: FastifyRequest, id: string) =>
    (await listLines(db, eq(bankLines.id, id), { limit: 1, offset: 0, order: [] }))[0];

  typed.post(
    '/banklines/:id/matches/:matchId/accept',
    { config: { access: 'EXECUTE_PAYMENTS' }, schema: { params: matchParams, response: lineAnswer } },
    async (req) => {
      const ctx = decideContext(req);
      await db.transaction(async (tx) =>
        confirmMatch(tx, ctx, await lockLine(tx, ctx, req.params.id), req.params.matchId),
      );
      return oneLine(req, req.params.id);
    },
  );

  typed.post(
    '/banklines/:id/matches/:matchId/reject',
    { config: { access: 'UPDATE_PAYMENTS' }, schema: { params: matchParams, response: lineAnswer } },
    async (req) => {
      const ctx = decideContext(req);
      await db.transaction(async (tx) =>
        rejectMatch(tx, ctx, await lockLine(tx, ctx, req.params.id), req.params.matchId),
      );
      return oneLine(req, req.params.id);
    },
  );

  typed.post(
    '/banklines/:id/pay',
    { config: { access: prepareAndExecute }, schema: { params: idParams, body: payLineSchema, response: lineAnswer } },
    async (req) => {
      const ctx = decideContext(req);
      const { validated } = await db.transaction(async (tx) =>
        payLine(tx, ctx, await lockLine(tx, ctx, req.params.id), req.body.invoices),
      );
      // a saved document paid here is validated as on every other road: learning, pay on validation, approvals
      await afterPaidValidations(req, validated);
      return oneLine(req, req.params.id);
    },
  );

  typed.post(
    '/banklines/:id/undo',
    { config: { access: 'EXECUTE_PAYMENTS' }, schema: { params: idParams, response: lineAnswer } },
    async (req) => {
      const ctx = decideContext(req);
      await db.transaction(async (tx) => undoLine(tx, ctx, await lockLine(tx, ctx, req.params.id)));
      return oneLine(req, req.params.id);
    },
  );

  const balances = {
    config: { access: 'VIEW_PAYMENTS' },
    schema: { response: { 200: z.array(bankBalanceAnswer) } },
  } as const;
  typed.get('/bankbalances', balances, async (req) => bankBalances(db, req.scope.companyId));
}
