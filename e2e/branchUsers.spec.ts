import { expect, test } from '@playwright/test';
import { callApi, DEMO, otherSignIns } from './fixtures';

/**
 * Issue 17: a user created inside a branch is listed on the master's users page, with the branch, as the
 * subscription page counts it (English and French).
 */
const signInAs = otherSignIns();

for (const [lang, native] of [
  ['en', undefined],
  ['fr', 'Français'],
] as const) {
  test(`the master lists the user a branch created, with its branch, as the subscription counts (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const branch = await signInAs(browser, DEMO.branch);
    const { name } = (await callApi(branch, '/companies/companyInfo')) as { name: string };
    const email = `branche-${lang}-${Date.now()}@demo.test`;
    await callApi(branch, '/users/linked', {
      method: 'POST',
      body: { firstname: 'Béa', lastname: 'Filiale', email },
    });

    const master = await signInAs(browser, DEMO.master, native, 1280);
    await master.goto('/administration/users/list');
    const rows = master.locator('main tbody tr');
    await expect(rows.filter({ hasText: email })).toContainText(name, { timeout: 20_000 });
    await master.waitForLoadState('networkidle');
    const listed = await rows.count();
    await master.goto('/administration/subscriptions/offer');
    const users = master.getByTestId('usage-USERS');
    await expect(users.getByRole('heading').or(users.locator('h6'))).toHaveText(new RegExp(`^${listed}\\b`), {
      timeout: 15_000,
    });
  });
}
