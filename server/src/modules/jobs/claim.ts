import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobs } from '../../../db/schema';

export type Job = typeof jobs.$inferSelect;

/**
 * Claims the next due job of `kinds` for `node`, fairly across companies: among each company's oldest due job,
 * the company whose last job of that kind started or finished longest ago goes first (a company with none in
 * the last hour, first of all), then the oldest. So a company's batch of 20 takes turns with another company's
 * one instead of going before it. A running job whose lease ended (its node died) is due again.
 * One window pass over the due and recent jobs, no join: the plan stays linear even without statistics
 * (the embedded database never analyses). SKIP LOCKED: nodes never claim the same job.
 */
export async function claimNext(db: Db, node: string, kinds: string[], leaseSeconds: number): Promise<Job | undefined> {
  if (!kinds.length) return undefined;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const due = (t: string) =>
    sql.raw(
      `((${t}.status = 'queued' and ${t}.run_at <= now()) or (${t}.status = 'running' and ${t}.locked_until < now()))`,
    );
  // an idle poll stays one index probe: the fair ordering below reads the last hour's jobs too
  const anyDue = await db.execute(sql`select 1 from jobs j where kind in (${kindList}) and ${due('j')} limit 1`);
  if (!(anyDue as unknown as { rows: unknown[] }).rows?.length) return undefined;
  const result = await db.execute(sql`
    with pick as (
      select id, row_number() over (order by last nulls first, run_at) as rank from (
        select id, run_at, ${due('j')} as due,
          row_number() over (partition by company_id, kind order by ${due('j')} desc, run_at) as nth,
          max(updated_at) filter (where status <> 'queued') over (partition by company_id, kind) as last
        from jobs j
        where kind in (${kindList}) and (${due('j')} or (status <> 'queued' and updated_at > now() - interval '1 hour'))
      ) firsts
      where nth = 1 and due order by rank limit 8)
    update jobs set status = 'running', locked_by = ${node}, attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    where id = (
      select j.id from jobs j join pick on pick.id = j.id
      where ${due('j')}
      order by pick.rank limit 1 for update of j skip locked)
    returning id`);
  const rows = (result as unknown as { rows: Array<{ id: string }> }).rows;
  if (!rows?.length) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.uuid, rows[0].id));
  return job;
}
