import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

/** What must never reach the screen: zod's developer text and raw i18n keys. */
const DEVELOPER_TEXT = /Invalid input|Too big|Too small|expected string|received undefined/;
const RAW_KEY = /\b(?:[a-z]+\.)?error\.[a-zA-Z_]+/;

const LANGUAGES = [
  {
    code: 'fr',
    tooLong: 'Saisissez au plus 200 caractères.',
    required: 'Obligatoire',
    save: 'Enregistrer',
    del: 'Supprimer',
    confirm: 'Confirmer',
    inUse: /Ce mot-clé (est utilisé par les groupes de documents|a des valeurs dans)/,
  },
  {
    code: 'en',
    tooLong: 'Enter at most 200 characters.',
    required: 'Required',
    save: 'Save',
    del: 'Delete',
    confirm: 'Confirm',
    inUse: /This keyword (is used by the document group|holds values in)/,
  },
] as const;

async function inLanguage(page: Page, code: string) {
  await page.addInitScript((c) => localStorage.setItem('RaStore.locale', JSON.stringify(c)), code);
  await signIn(page, DEMO.master);
}

const screenText = (page: Page) => page.locator('body').innerText();

for (const lang of LANGUAGES) {
  test(`a form error and a server refusal read in ${lang.code}`, async ({ page }) => {
    await inLanguage(page, lang.code);

    // A form error: a name longer than 200 characters, checked in the form by the server's schema.
    await page.goto('/documents/keywords/create');
    const name = page.locator('input[name="name"]');
    await name.fill('x'.repeat(201));
    await page.getByRole('button', { name: lang.save }).click();
    await expect(page.getByText(lang.tooLong)).toBeVisible();
    await name.fill('');
    await page.getByRole('button', { name: lang.save }).click();
    await expect(page.getByText(new RegExp(lang.required)).first()).toBeVisible();
    let shown = await screenText(page);
    expect(shown).not.toMatch(DEVELOPER_TEXT);
    expect(shown).not.toMatch(RAW_KEY);

    // A server refusal: deleting a keyword the demo's document groups use.
    await page.goto('/documents/keywords');
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/documents\/keywords\/[0-9a-f-]{36}/);
    await page.getByRole('button', { name: lang.del }).click();
    await page.getByRole('dialog').getByRole('button', { name: lang.confirm }).click();
    await expect(page.getByText(lang.inUse).first()).toBeVisible();
    shown = await screenText(page);
    expect(shown).not.toMatch(DEVELOPER_TEXT);
    expect(shown).not.toMatch(RAW_KEY);
    if (lang.code !== 'en') expect(shown).not.toMatch(/is used by|cannot be deleted/);
    // Nothing was deleted
    await page.goto('/documents/keywords');
    await expect(page.locator('tbody tr')).toHaveCount(6);
  });
}
