import { expect, test } from '@playwright/test';
import { DEMO, receivedMails as received, signIn, upload, UPLOADS } from './fixtures';

test('e-mail a document from its list, then read it in the sent e-mails', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.master);
  await upload(page, [UPLOADS.unknownSupplierCredit]);

  await page.goto('/documentmanagement/search?q=AV-2017-0005');
  await page.getByLabel('Select AV-2017-0005').check();
  await page
    .getByRole('toolbar', { name: 'Actions on the selection' })
    .getByRole('button', { name: 'Send by e-mail' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'E-mail 1 document' });
  await dialog.getByRole('combobox', { name: 'Recipients' }).fill('compta@client.example,');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Avoir AV-2017-0005');
  await dialog.getByRole('textbox', { name: 'Message' }).fill("Bonjour,\nveuillez trouver l'avoir ci-joint.");
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('E-mail sent to 1 recipient')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect.poll(() => received().filter((m) => m.includes('Subject: Avoir AV-2017-0005')).length).toBe(1);
  // headers unfolded (long ones continue on indented lines)
  const mail = received()
    .find((m) => m.includes('Subject: Avoir AV-2017-0005'))!
    .replace(/\r?\n[ \t]+/g, ' ');
  expect(mail).toMatch(/^To: compta@client\.example/m);
  expect(mail).toContain('Content-Disposition: attachment; filename="Gro.Del.Dis-Au bon moulin-AV-2017-0005.pdf"');

  await page.goto('/mails/sent');
  await page.getByRole('button', { name: 'Avoir AV-2017-0005' }).click();
  const detail = page.getByRole('dialog', { name: 'Avoir AV-2017-0005' });
  await expect(detail.getByText(/Accepted by the mail server/)).toBeVisible();
  await expect(detail.getByText('compta@client.example')).toBeVisible();
  await expect(detail.getByText('Attachments: 1')).toBeVisible();

  // the document's review lists the e-mails that carried it
  await page.goto('/documentmanagement/search?q=AV-2017-0005');
  await page.getByRole('cell', { name: 'AV-2017-0005', exact: true }).click();
  await expect(page.getByRole('region', { name: 'E-mails with this document' })).toContainText('Avoir AV-2017-0005');
});
