/**
 * A statement file imported (POST /bankstatements): read by its parser (a malformed file answers 400 naming the
 * line), each statement's account found by its IBAN among the active company's bank accounts (an IBAN of no
 * account, or of another company of the group, is refused with the reason), then stored with its lines in one
 * transaction: a file already imported for the account adds nothing, a line already known (overlapping
 * statements) is skipped. Reconciliation runs afterwards as a job, never in the request.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bankAccounts, bankLines, bankStatements, companies } from '../../../../db/schema';
import type { ImportedStatement } from '../../../../../src/domain/bankStatements/bankStatement.model';
import { AppError } from '../../../errors';
import { enqueue } from '../../jobs/queue';
import { lineKeys } from '../lineKey';
import { parseStatementFile, type ParsedStatement } from '../parsers';

export const RECONCILE_JOB = 'bank-reconcile';
/** Lines written per insert: a large statement is stored a chunk at a time. */
const CHUNK = 500;

async function accountsOf(req: FastifyRequest, statements: ParsedStatement[]) {
  const ibans = [...new Set(statements.map((s) => s.iban))];
  const rows = await req.server.db
    .select({
      uuid: bankAccounts.uuid,
      iban: bankAccounts.iban,
      companyId: bankAccounts.companyId,
      company: companies.name,
    })
    .from(bankAccounts)
    .innerJoin(companies, eq(companies.id, bankAccounts.companyId))
    .where(and(eq(bankAccounts.accountId, req.scope.accountId), inArray(bankAccounts.iban, ibans)));
  const byIban = new Map(rows.map((r) => [r.iban, r]));
  for (const iban of ibans) {
    const acct = byIban.get(iban);
    if (!acct)
      throw new AppError(
        'CONFLICT',
        `The statement's account ${iban} is none of the company's bank accounts: add it first`,
        {
          fields: { file: 'error.statement.unknowniban' },
          key: 'error.statement.unknowniban',
          params: { iban },
        },
      );
    if (acct.companyId !== req.scope.companyId)
      throw new AppError('CONFLICT', `The account ${iban} belongs to ${acct.company}: import its statement there`, {
        fields: { file: 'error.statement.othercompany' },
        key: 'error.statement.othercompany',
        params: { iban, company: acct.company },
      });
  }
  return byIban;
}

export async function importStatement(req: FastifyRequest, file: { bytes: Buffer; name: string }) {
  const statements = parseStatementFile(file.bytes);
  const accounts = await accountsOf(req, statements);
  const fileHash = createHash('sha256').update(file.bytes).digest('hex');
  const { db } = req.server;
  const out = await db.transaction(async (tx) => {
    const done: ImportedStatement[] = [];
    for (const [i, s] of statements.entries()) {
      const acct = accounts.get(s.iban)!;
      // one file may hold several statements (accounts or days): each is known by the file and its position
      const hash = statements.length > 1 ? `${fileHash}:${i}` : fileHash;
      const [row] = await tx
        .insert(bankStatements)
        .values({
          companyId: acct.companyId,
          accountId: req.scope.accountId,
          bankAccountId: acct.uuid,
          format: s.format,
          fileName: file.name.slice(0, 255),
          fileHash: hash,
          reference: s.reference.slice(0, 200),
          fromDate: s.fromDate,
          toDate: s.toDate,
          currency: s.currency,
          openingBalance: s.openingBalance,
          closingBalance: s.closingBalance,
          lineCount: s.lines.length,
          status: 'RECONCILING',
          importedBy: req.principal.userId,
        })
        .onConflictDoNothing()
        .returning({ id: bankStatements.id });
      if (!row) {
        const [existing] = await tx
          .select()
          .from(bankStatements)
          .where(and(eq(bankStatements.bankAccountId, acct.uuid), eq(bankStatements.fileHash, hash)));
        done.push({
          id: existing.id,
          bankaccount: acct.uuid,
          iban: s.iban,
          format: s.format,
          lineCount: existing.lineCount,
          newLines: 0,
          duplicate: true,
        });
        continue;
      }
      const keys = lineKeys(s);
      let added = 0;
      for (let at = 0; at < s.lines.length; at += CHUNK) {
        const values = s.lines.slice(at, at + CHUNK).map((l, j) => ({
          companyId: acct.companyId,
          accountId: req.scope.accountId,
          bankAccountId: acct.uuid,
          statementId: row.id,
          lineKey: keys[at + j],
          lineNo: l.fileLine,
          bookingDate: l.bookingDate,
          valueDate: l.valueDate,
          amount: l.amount,
          currency: l.currency.slice(0, 3),
          bankRef: l.bankRef.slice(0, 200),
          endToEndId: l.endToEndId.slice(0, 35),
          counterpartyName: l.counterpartyName.slice(0, 200),
          counterpartyIban: l.counterpartyIban.slice(0, 50),
          remittance: l.remittance.slice(0, 1000),
        }));
        const inserted = await tx
          .insert(bankLines)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: bankLines.id });
        added += inserted.length;
      }
      await tx
        .update(bankStatements)
        .set({ newLines: added, status: added ? 'RECONCILING' : 'RECONCILED' })
        .where(eq(bankStatements.id, row.id));
      if (added)
        await enqueue(tx, RECONCILE_JOB, { statementId: row.id }, { companyId: acct.companyId, subject: row.id });
      done.push({
        id: row.id,
        bankaccount: acct.uuid,
        iban: s.iban,
        format: s.format,
        lineCount: s.lines.length,
        newLines: added,
        duplicate: false,
      });
    }
    return done;
  });
  if (out.some((s) => s.newLines)) req.server.jobs.kick();
  return out;
}
