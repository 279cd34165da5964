import { expect, test } from '@playwright/test';
import { callApi, DEMO, PASSWORD, signIn } from './fixtures';

/**
 * The super administrator creates a customer account on its screen (POST /accounts); its administrator signs in
 * with the temporary password shown once and finds the starter configuration (issue 17).
 */
const TEXTS = {
  fr: {
    locale: 'fr-FR',
    create: 'Créer',
    company: 'Société',
    first: "Prénom de l'administrateur",
    last: "Nom de l'administrateur",
    email: "E-mail de l'administrateur",
    offer: 'Offre',
    save: 'Enregistrer',
    done: 'Terminé',
    upload: 'Importer',
  },
  en: {
    locale: 'en-GB',
    create: 'Create',
    company: 'Company',
    first: "Administrator's first name",
    last: "Administrator's last name",
    email: 'Administrator e-mail',
    offer: 'Offer',
    save: 'Save',
    done: 'Done',
    upload: 'Upload',
  },
} as const;

for (const [lang, t] of Object.entries(TEXTS)) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: t.locale });

    test('the super administrator creates a customer account whose administrator can sign in', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO.super, '/superadministrator/accounts');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('link', { name: t.create, exact: true }).click();
      await expect(page).toHaveURL(/\/superadministrator\/accounts\/create$/);
      const company = `Boulangeries Martin ${lang} ${Date.now()}`;
      const email = `claire.${lang}.${Date.now()}@martin.test`;
      await page.getByRole('textbox', { name: t.company }).fill(company);
      await page.getByRole('textbox', { name: t.first }).fill('Claire');
      await page.getByRole('textbox', { name: t.last, exact: true }).fill('Martin');
      await page.getByRole('textbox', { name: t.email }).fill(email);
      await page.getByRole('combobox', { name: t.offer }).click();
      await page.getByRole('option', { name: 'Essentiel' }).click();
      await page.getByRole('button', { name: t.save }).click();

      const password = (await page.getByTestId('temporary-password').textContent())!.trim();
      expect(password).toMatch(/^\S{8,}$/);
      await page.getByRole('button', { name: t.done }).click();
      await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();

      const admin = await browser.newPage({ locale: t.locale });
      await admin.goto('/');
      await admin.fill('#email', email);
      await admin.fill('#password', password);
      await admin.click('#kc-login');
      await admin.fill('#password-new', `${PASSWORD}-martin-1`);
      await admin.fill('#password-confirm', `${PASSWORD}-martin-1`);
      await admin.click('#kc-change-password');
      await expect(admin.getByRole('banner')).toBeVisible({ timeout: 20_000 });
      await expect(admin.locator('html')).toHaveAttribute('lang', lang);
      await expect(admin.getByRole('link', { name: t.upload })).toBeVisible();
      // the account starts with the starter configuration
      const origins = (await callApi(admin, '/origintypes')) as { name: string }[];
      expect(origins.map((o) => o.name)).toEqual(['Fournisseurs', 'Clients']);
      await admin.close();
    });
  });
}
