/**
 * The first two rules over a chunk of lines at once, as joins instead of a query per line:
 * (1) the SEPA end-to-end id (or one written in the texts) joined to the company's payments by id: a payment of
 *     the line's amount and currency is confirmed (payment Done) and the seam told, another amount is proposed;
 * (2) the debits left, joined by amount and currency to the payments of the chunk's days (their totals computed once for the
 *     chunk) within the day window, to a supplier holding the line's IBAN when it names one: proposed, at most
 *     MAX_CANDIDATES, confirmed only when match.ts's exact rule holds (one payment, the IBAN, its invoice numbers
 *     named).
 * Same rules and same answers as match.ts, which still decides the lines these leave without a candidate
 * (invoice numbers, credits). A payment already confirmed against another line is no candidate; within a chunk a
 * payment goes to its first line by day.
 */
import { inArray, sql } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../../../src/domain/payments/payment.model';
import type { DbOrTx } from '../../../../db/client';
import { bankLines, bankMatches, documents, paymentInvoices, payments, suppliers } from '../../../../db/schema';
import { AppError } from '../../../errors';
import { DAYS_AFTER, DAYS_BEFORE, MAX_CANDIDATES, remittanceTokens } from './candidates';
import { confirmMatch, evidenceOf, type DecideContext } from './decide';
import { changePaymentStatuses } from '../../payments/use-cases/set-payment-status';
import { paymentReconciled } from './events';
import type { LineRow } from './match';

const rowsOf = async <T>(tx: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows ?? [];

const ids = (list: string[]) =>
  sql`array[${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

const notReconciled = sql`not exists (select 1 from ${bankMatches} m where m.payment_id = p.id and m.status = 'CONFIRMED')`;

/** Rule 1 for the chunk's lines; answers the lines it gave a match. */
async function byEndToEnd(tx: DbOrTx, ctx: DecideContext, lines: LineRow[]): Promise<Set<string>> {
  const found = await rowsOf<{ line_id: string; payment_id: string; status: number; exact: boolean }>(
    tx,
    sql`select distinct on (p.id) l.id as line_id, p.id as payment_id, p.payment_status as status,
          l.currency = p.currency
            and abs(l.amount) = (select sum(pi.amount) from ${paymentInvoices} pi where pi.payment_id = p.id) as exact
        from ${bankLines} l
        join ${payments} p on p.company_id = l.company_id and p.id = (case
          when l.end_to_end_id ~* '^[0-9a-f]{32}$' then l.end_to_end_id::uuid
          when l.remittance ~* '\\m[0-9a-f]{32}\\M' then substring(lower(l.remittance) from '\\m([0-9a-f]{32})\\M')::uuid end)
        where l.id = any(${ids(lines.map((l) => l.id))}) and l.amount < 0 and ${notReconciled}
        order by p.id, l.booking_date, l.id`,
  );
  if (!found.length) return new Set();
  const byId = new Map(lines.map((l) => [l.id, l]));
  const now = new Date();
  await tx.insert(bankMatches).values(
    found.map((f) => ({
      companyId: ctx.companyId,
      lineId: f.line_id,
      paymentId: f.payment_id,
      rule: 'E2E',
      status: f.exact ? 'CONFIRMED' : 'PROPOSED',
      previousPaymentStatus: f.exact ? Number(f.status) : null,
      decidedBy: f.exact ? ctx.userId : null,
      decidedAt: f.exact ? now : null,
    })),
  );
  const exact = found.filter((f) => f.exact);
  if (exact.length) {
    // Done, executed by no one: each payment's line (on record with it) shows it made; one done already stays as it was
    const rows = await tx
      .select()
      .from(payments)
      .where(
        inArray(
          payments.uuid,
          exact.map((f) => f.payment_id),
        ),
      )
      .for('update');
    const lineOf = new Map(exact.map((f) => [f.payment_id, byId.get(f.line_id)!]));
    await changePaymentStatuses(
      tx,
      rows.map((before) => ({ before, evidence: evidenceOf(lineOf.get(before.uuid)!) })),
      PAYMENT_STATUS.Done,
      { actor: ctx.actor, executedBy: ctx.userId },
    );
    await tx.execute(
      sql`update ${bankLines} set state = 'MATCHED' where id = any(${ids(exact.map((f) => f.line_id))})`,
    );
  }
  const proposed = found.filter((f) => !f.exact);
  if (proposed.length)
    await tx.execute(
      sql`update ${bankLines} set state = 'PROPOSED' where id = any(${ids(proposed.map((f) => f.line_id))})`,
    );
  for (const f of exact)
    await paymentReconciled(tx, {
      paymentId: f.payment_id,
      lineId: f.line_id,
      companyId: ctx.companyId,
      reconciled: true,
    });
  return new Set(found.map((f) => f.line_id));
}

/** Rule 2 for the chunk's debits left; answers the lines it gave candidates. */
async function byAmountAndIban(tx: DbOrTx, ctx: DecideContext, lines: LineRow[]): Promise<Set<string>> {
  const debits = lines.filter((l) => l.amount.startsWith('-'));
  if (!debits.length) return new Set();
  const found = await rowsOf<{ line_id: string; payment_id: string; numbers: string[]; n: number }>(
    tx,
    sql`with l as (
          select id, account_id, booking_date, abs(amount) as amt, currency, counterparty_iban from ${bankLines}
          where id = any(${ids(debits.map((l) => l.id))})),
        t as materialized (
          select p.id, p.payment_date, p.supplier_id, p.currency, sum(pi.amount) as total, array_agg(d.number) as numbers
          from ${payments} p
          join ${paymentInvoices} pi on pi.payment_id = p.id
          join ${documents} d on d.id = pi.document_id
          where p.company_id = ${ctx.companyId}
            and p.payment_date between (select min(booking_date) from l) - ${DAYS_AFTER}::int
              and (select max(booking_date) from l) + ${DAYS_BEFORE}::int
            and ${notReconciled}
          group by p.id),
        c as (
          select l.id as line_id, t.id as payment_id, t.numbers,
            row_number() over (partition by l.id order by t.payment_date, t.id) as rn,
            count(*) over (partition by l.id) as n
          from l join t on t.total = l.amt and t.currency = l.currency
            and t.payment_date between l.booking_date - ${DAYS_AFTER}::int and l.booking_date + ${DAYS_BEFORE}::int
          where l.counterparty_iban = '' or t.supplier_id in (select s.id from ${suppliers} s
            where s.company_id = l.account_id
              and s.identifiers @> jsonb_build_array(jsonb_build_object('type', 'IBAN', 'value', l.counterparty_iban))))
        select line_id, payment_id, numbers, n from c where rn <= ${MAX_CANDIDATES} order by line_id, rn`,
  );
  if (!found.length) return new Set();
  const inserted = await tx
    .insert(bankMatches)
    .values(
      found.map((f) => ({
        companyId: ctx.companyId,
        lineId: f.line_id,
        paymentId: f.payment_id,
        rule: 'AMOUNT_IBAN',
        status: 'PROPOSED',
      })),
    )
    .returning({ id: bankMatches.id, lineId: bankMatches.lineId });
  const lineIds = [...new Set(found.map((f) => f.line_id))];
  await tx.execute(sql`update ${bankLines} set state = 'PROPOSED' where id = any(${ids(lineIds)})`);
  // exact (match.ts): the line names an IBAN, one payment only, and the remittance names all its invoices
  const byId = new Map(debits.map((l) => [l.id, l]));
  for (const f of found) {
    const line = byId.get(f.line_id)!;
    if (!line.counterpartyIban || Number(f.n) !== 1) continue;
    const tokens = remittanceTokens(line.remittance);
    if (!f.numbers.every((n) => n && tokens.includes(n.toUpperCase()))) continue;
    const match = inserted.find((m) => m.lineId === f.line_id)!;
    try {
      await tx.transaction((sp) => confirmMatch(sp, ctx, { ...line, state: 'PROPOSED' }, match.id));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return new Set(lineIds);
}

/** Rules 1 and 2 over the chunk; answers the lines still without a candidate (for match.ts's other rules). */
export async function reconcileInBulk(tx: DbOrTx, ctx: DecideContext, lines: LineRow[]): Promise<LineRow[]> {
  const first = await byEndToEnd(tx, ctx, lines);
  const rest = lines.filter((l) => !first.has(l.id));
  const second = await byAmountAndIban(tx, ctx, rest);
  return rest.filter((l) => !second.has(l.id));
}
