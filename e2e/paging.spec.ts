import { expect, test } from '@playwright/test';
import { callApi, DEMO, signIn } from './fixtures';

test('a list longer than a page is read one server page at a time', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.master);
  for (let n = 1; n <= 23; n++) {
    await callApi(page, '/emails/send', {
      method: 'POST',
      body: { emailAddresses: ['relances@fournisseur.example'], emailSubject: `Relance ${n}`, mailContent: 'Bonjour' },
    });
  }
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/paperdesk/api/emails?'))
      pages.push(decodeURIComponent(new URL(r.url()).searchParams.get('range') ?? ''));
  });

  await page.goto('/mails/sent');
  await expect(page.getByRole('button', { name: 'Relance 23' })).toBeVisible();
  await expect(page.getByText(/^1-20 of \d+$/)).toBeVisible();
  // the newest first: the three oldest are on the next page, fetched from the server
  await expect(page.getByRole('button', { name: 'Relance 3', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByRole('button', { name: 'Relance 3', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Relance 23' })).toHaveCount(0);
  expect(pages).toEqual(expect.arrayContaining(['[0,19]', '[20,39]']));

  // the quick filter asks the server too
  await page.getByRole('textbox', { name: 'Search a subject or a recipient' }).fill('Relance 1');
  await expect(page.getByText(/^1-\d+ of 11$/)).toBeVisible();
});
