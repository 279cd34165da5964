import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { TestContext } from './app';
import { companies, subscriptions, users } from '../db/schema';
import { seedCatalogue } from '../seed/seed';
import { PERMISSIONS } from '../../src/domain/access';

let n = 0;
const unique = (s: string) => `${s}-${++n}-${Math.random().toString(36).slice(2, 7)}`;

export interface TestAccount {
  master: typeof companies.$inferSelect;
  branches: Array<typeof companies.$inferSelect>;
  admin: typeof users.$inferSelect;
  branchAdmin: typeof users.$inferSelect | undefined;
  clerk: typeof users.$inferSelect;
}

/** An account (master company, branches, an admin with every permission, a clerk) on an offer. */
export async function createAccount(
  db: Db,
  opts: { branches?: number; offer?: string; clerkPermissions?: string[] } = {},
): Promise<TestAccount> {
  const offers = await seedCatalogue(db);
  const [master] = await db
    .insert(companies)
    .values({ name: unique('Master'), items: ['FR40303265045'] })
    .returning();
  const branches = [];
  for (let i = 0; i < (opts.branches ?? 2); i++) {
    branches.push(
      (
        await db
          .insert(companies)
          .values({ name: unique('Branch'), masterId: master.id })
          .returning()
      )[0],
    );
  }
  await db.insert(subscriptions).values({ companyId: master.id, offerId: offers[opts.offer ?? 'Groupe'] });
  const [admin] = await db
    .insert(users)
    .values({
      companyId: master.id,
      email: `${unique('admin')}@test.fr`,
      firstName: 'Ada',
      lastName: 'Admin',
      permissions: PERMISSIONS,
    })
    .returning();
  const [clerk] = await db
    .insert(users)
    .values({
      companyId: master.id,
      email: `${unique('clerk')}@test.fr`,
      roles: ['linkeduser'],
      permissions: opts.clerkPermissions ?? ['VIEW_DOCUMENTS'],
    })
    .returning();
  const branchAdmin =
    branches[0] &&
    (
      await db
        .insert(users)
        .values({
          companyId: branches[0].id,
          email: `${unique('branch')}@test.fr`,
          roles: ['branche', 'adminbranche'],
          permissions: PERMISSIONS,
        })
        .returning()
    )[0];
  return { master, branches, admin, branchAdmin, clerk };
}

export async function createSuperAdmin(db: Db) {
  const [platform] = await db
    .insert(companies)
    .values({ name: unique('Platform') })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ companyId: platform.id, email: `${unique('super')}@test.fr`, roles: ['superadmin'] })
    .returning();
  return user;
}

export const reloadUser = async (db: Db, id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

/**
 * Two accounts on the app of `t`, and the tokens of the first one's admin (`admin`, every permission) and clerk
 * (`clerk`, a linked user) and of the second one's admin (`other`: someone else's account).
 */
export async function createTwoAccounts(t: TestContext) {
  const a = await createAccount(t.database.db);
  const b = await createAccount(t.database.db);
  return {
    a,
    b,
    admin: await t.token({ sub: a.admin.id, roles: [] }),
    clerk: await t.token({ sub: a.clerk.id, roles: ['linkeduser'] }),
    other: await t.token({ sub: b.admin.id, roles: [] }),
  };
}
