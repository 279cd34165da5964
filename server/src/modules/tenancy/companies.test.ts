import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { openTestDatabase } from '../../../test/db';
import { createAccount, type TestAccount } from '../../../test/factories';
import { accountBranches, accountCompanyIds } from './companies';

let database: Database;
let a: TestAccount;
let b: TestAccount;

beforeAll(async () => {
  database = await openTestDatabase();
  a = await createAccount(database.db, { branches: 2 });
  b = await createAccount(database.db, { branches: 1 });
});
afterAll(() => database?.close());

describe("an account's companies", () => {
  it('are its master company and its branches, never another account', async () => {
    const ids = await accountCompanyIds(database.db, a.master.id);
    expect(ids.sort()).toEqual([a.master.id, ...a.branches.map((c) => c.id)].sort());
    expect(ids).not.toContain(b.master.id);
    // a branch is no account: it has no companies under it but itself
    expect(await accountCompanyIds(database.db, a.branches[0].id)).toEqual([a.branches[0].id]);
  });

  it('read as branches, the master first, each with its administrator', async () => {
    const branches = await accountBranches(database, a.master.id);
    expect(branches.map((x) => x.uuid)).toEqual(expect.arrayContaining(a.branches.map((c) => c.id)));
    expect(branches[0]).toMatchObject({ uuid: a.master.id, master: true });
    expect(branches.find((x) => x.uuid === a.branches[0].id)).toMatchObject({
      master: false,
      admin: true,
      email: a.branchAdmin!.email,
    });
  });
});
