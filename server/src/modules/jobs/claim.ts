import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobs } from '../../../db/schema';

export type Job = typeof jobs.$inferSelect;

/** How many companies with due jobs one claim compares (the rest wait for a later claim, by company id order). */
export const FAIR_COMPANIES = 64;

const rowsOf = (result: unknown) => (result as { rows?: Array<{ id: string }> }).rows ?? [];

/**
 * Claims the next due job of `kinds` for `node`, fairly across companies: among each company's oldest due job,
 * the company whose last job of those kinds started or finished longest ago goes first (a company with none in
 * the last hour, first of all), then the oldest. So a company's batch of 20 takes turns with another company's
 * one instead of going before it. A running job whose lease ended (its node died) is claimed again before all.
 *
 * Each step is an index probe, whatever the backlog (jobs_queued_company_idx, jobs_finished_company_idx): the
 * companies with due jobs are found by skipping from one company id to the next (at most FAIR_COMPANIES of them),
 * each one's oldest due job and its last activity by one probe each. A backlog of 10,000 deliveries costs a claim
 * what a backlog of 10 does. SKIP LOCKED: nodes never claim the same job.
 */
export async function claimNext(db: Db, node: string, kinds: string[], leaseSeconds: number): Promise<Job | undefined> {
  if (!kinds.length) return undefined;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const queuedDue = (t: string) =>
    sql
      .raw(`${t}.status = 'queued' and ${t}.run_at <= now() and ${t}.kind in (`)
      .append(kindList)
      .append(sql`)`);
  const take = (pick: SQL) =>
    db.execute(sql`
      update jobs set status = 'running', locked_by = ${node}, attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
      where id = (${pick})
      returning id`);

  // a job whose node died (its lease ended) first: the running jobs are few
  let rows = rowsOf(
    await take(sql`select j.id from jobs j
      where j.status = 'running' and j.locked_until < now() and j.kind in (${kindList})
      order by j.run_at limit 1 for update skip locked`),
  );
  if (!rows.length) {
    const candidates = rowsOf(
      await db.execute(sql`
        with recursive due_companies(company_id, n) as (
          (select j.company_id, 1 from jobs j where ${queuedDue('j')} and j.company_id is not null
            order by j.company_id limit 1)
          union all
          select (select j.company_id from jobs j where ${queuedDue('j')} and j.company_id > c.company_id
              order by j.company_id limit 1), c.n + 1
          from due_companies c where c.company_id is not null and c.n < ${FAIR_COMPANIES}
        ),
        lasts as (
          select c.company_id, (select r.updated_at from jobs r
              where r.company_id = c.company_id and r.status <> 'queued' and r.kind in (${kindList})
                and r.updated_at > now() - interval '1 hour' order by r.updated_at desc limit 1) as last
          from due_companies c where c.company_id is not null
        )
        select f.id, f.run_at, c.last from lasts c
        cross join lateral (select j.id, j.run_at from jobs j
          where ${queuedDue('j')} and j.company_id = c.company_id order by j.run_at limit 8) f
        union all
        (select j.id, j.run_at, null from jobs j where ${queuedDue('j')} and j.company_id is null
          order by j.run_at limit 8)
        order by last nulls first, run_at`),
    ).map((r) => r.id);
    if (!candidates.length) return undefined;
    const ids = sql`array[${sql.join(
      candidates.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`;
    rows = rowsOf(
      await take(sql`select j.id from jobs j where j.id = any(${ids}) and ${queuedDue('j')}
        order by array_position(${ids}, j.id) limit 1 for update skip locked`),
    );
  }
  if (!rows.length) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.uuid, rows[0].id));
  return job;
}
