import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, chooseLanguage, DEMO, signIn, upload } from './fixtures';

/** The words of the review screen in each language, and how a day is typed there. */
const UI = {
  en: {
    language: 'English',
    details: 'Document details',
    values: 'Values (Factures)',
    invoice: 'Invoice',
    number: 'Number',
    date: 'Document date',
    origin: 'Origin type',
    group: 'Document group',
    label: 'Label',
    paymentType: 'Payment type',
    paymentDate: 'Payment date',
    source: 'Document source',
    seller: 'Recognised seller',
    create: 'Create document source',
    dialog: 'New document source',
    createAction: 'Create and link',
    linked: 'Linked to the document source “Menuiserie Blanc SARL”.',
    save: 'Save',
    saved: 'Document saved.',
    rerun: 'Re-run recognition',
    run: 'Run',
    no: 'No',
    leave: 'This document has unsaved changes. Leave the page and lose them?',
    rerunAsk: 'Re-running recognition replaces your unsaved changes with what it reads. Re-run anyway?',
    notADay: 'Not a real day between 1900 and 2099.',
    notSaved: 'Nothing was saved: Document date is not a real day.',
    required: 'Required',
    /** yyyy-MM-dd as typed key by key in the interface's format (MM/DD/YYYY). */
    day: (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`,
    shown: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`,
    amount: (v: string) => v,
    totalChanged: /^Total incl\. VAT: .+ → 1,560\.00$/,
  },
  fr: {
    language: 'Français',
    details: 'Informations du document',
    values: 'Valeurs (Factures)',
    invoice: 'Facture',
    number: 'Numéro',
    date: 'Date du document',
    origin: "Type d'origine",
    group: 'Groupe de documents',
    label: 'Étiquette',
    paymentType: 'Mode de paiement',
    paymentDate: 'Date de paiement',
    source: 'Source du document',
    seller: 'Vendeur reconnu',
    create: 'Créer la source de documents',
    dialog: 'Nouvelle source de documents',
    createAction: 'Créer et lier',
    linked: 'Liée à la source de documents « Ébénisterie Roux SARL ».',
    save: 'Enregistrer',
    saved: 'Document enregistré.',
    rerun: 'Relancer la reconnaissance',
    run: 'Lancer',
    no: 'Non',
    leave: 'Ce document a des modifications non enregistrées. Quitter la page et les perdre ?',
    rerunAsk:
      "Relancer la reconnaissance remplace vos modifications non enregistrées par ce qu'elle lit. Relancer quand même ?",
    notADay: "Ce jour n'existe pas ou n'est pas entre 1900 et 2099.",
    notSaved: "Rien n'a été enregistré : Date du document n'est pas un jour valide.",
    required: 'Obligatoire',
    day: (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`,
    shown: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
    amount: (v: string) => v.replace('.', ','),
    totalChanged: /^Total TTC: .+ → 1\s560,00$/,
  },
} as const;
type Words = (typeof UI)[keyof typeof UI];

/** The seller of each language's invoice (not recognition.spec.ts's): no document source knows it before its test. */
const SELLERS = {
  en: { name: 'Menuiserie Blanc SARL', siret: '54205118000017', vat: 'FR59542051180', email: 'compta@blanc.example' },
  fr: { name: 'Ébénisterie Roux SARL', siret: '40483304800022', vat: 'FR83404833048', email: 'compta@roux.example' },
} as const;

/** Uploads its own copy of the CII invoice of an unknown supplier (SELLERS) and opens its review. */
async function openReview(page: Page, name: string, t: Words, seller: (typeof SELLERS)[keyof typeof SELLERS]) {
  const file = path.resolve(`.tmp/e2e-review-${name}.xml`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const xml = fs
    .readFileSync('server/test/fixtures/einvoices/cii-invoice.xml', 'utf8')
    .replaceAll('Atelier Dupont SARL', seller.name)
    .replace('81234567600017', seller.siret)
    .replace('FR19812345676', seller.vat)
    .replace('compta@atelier-dupont.example', seller.email)
    .replace(/<ram:IBANID>[^<]*<\/ram:IBANID>/, '');
  fs.writeFileSync(file, `${xml}\n<!-- ${name} -->\n`);
  await upload(page, [file]);
  await page.getByRole('region', { name: 'Uploaded in this session' }).getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/documents\/review\//);
  await expect(page.getByRole('region', { name: 'Recognised seller' })).toBeVisible({ timeout: 20_000 });
  if (t.language !== 'English') await chooseLanguage(page, t.language);
  await expect(page.getByRole('region', { name: t.seller })).toBeVisible();
  return decodeURIComponent(page.url().split('/').pop()!);
}

/** Types a day key by key into a date field (its sections selected first), as a user does. */
async function typeDay(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.press('ControlOrMeta+a');
  await field.page().keyboard.type(digits);
}
const dayField = (scope: Locator, name: string) => scope.getByRole('group', { name });
const dayShown = (scope: Locator, name: string) => dayField(scope, name).locator('input');
async function choose(scope: Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `.tmp/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: `.tmp/${name}-420.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['en', 'fr'] as const) {
  const t = UI[lang];

  test(`${lang}: every value typed in the review survives creating its supplier, a refused departure and re-run, then is saved`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.master);
    const seller = SELLERS[lang];
    await openReview(page, `edits-${lang}`, t, seller);
    const details = page.getByRole('region', { name: t.details });
    const values = () => page.getByRole('region', { name: t.values });
    const typed = {
      number: 'AD-2026-118-C',
      date: '2026-02-16',
      paymentDate: '2026-04-15',
      ht: '1300.00',
      tva: '260.00',
      ttc: '1560.00',
      due: '2026-04-30',
      order: 'PO-2026-77',
    };

    // every header field: number, date, origin type, group (another one, then back: its values start empty), label,
    // payment type and date; then every value of the group
    await details.getByRole('textbox', { name: t.number }).fill(typed.number);
    await typeDay(dayField(details, t.date), t.day(typed.date));
    await choose(details, t.group, 'Courriers');
    await choose(details, t.group, 'Factures');
    await choose(details, t.origin, 'Clients');
    await choose(details, t.label, 'Urgent');
    await choose(details, t.paymentType, 'Chèque');
    await typeDay(dayField(details, t.paymentDate), t.day(typed.paymentDate));
    await values().getByRole('textbox', { name: 'Total HT' }).fill(t.amount(typed.ht));
    await values().getByRole('textbox', { name: 'Montant de TVA' }).fill(t.amount(typed.tva));
    await values().getByRole('textbox', { name: 'Total TTC' }).fill(t.amount(typed.ttc));
    await typeDay(dayField(values(), "Date d'échéance"), t.day(typed.due));
    await choose(values(), 'Facture ou avoir', t.invoice);
    await values().getByRole('textbox', { name: 'Référence de commande' }).fill(typed.order);

    const everyValue = async (amount: (v: string) => string) => {
      await expect(details.getByRole('textbox', { name: t.number })).toHaveValue(typed.number);
      await expect(dayShown(details, t.date)).toHaveValue(t.shown(typed.date));
      await expect(details.getByRole('combobox', { name: t.origin })).toHaveText('Clients');
      await expect(details.getByRole('combobox', { name: t.group })).toHaveText('Factures');
      await expect(details.getByRole('combobox', { name: t.label })).toHaveText('Urgent');
      await expect(details.getByRole('combobox', { name: t.paymentType })).toHaveText('Chèque');
      await expect(dayShown(details, t.paymentDate)).toHaveValue(t.shown(typed.paymentDate));
      await expect(values().getByRole('textbox', { name: 'Total HT' })).toHaveValue(amount(typed.ht));
      await expect(values().getByRole('textbox', { name: 'Montant de TVA' })).toHaveValue(amount(typed.tva));
      await expect(values().getByRole('textbox', { name: 'Total TTC' })).toHaveValue(amount(typed.ttc));
      await expect(dayShown(values(), "Date d'échéance")).toHaveValue(t.shown(typed.due));
      await expect(values().getByRole('combobox', { name: 'Facture ou avoir' })).toHaveText(t.invoice);
      await expect(values().getByRole('textbox', { name: 'Référence de commande' })).toHaveValue(typed.order);
    };
    await everyValue(t.amount);

    // the supplier is created and linked through the dialog: the record is read again, nothing typed is lost
    const panel = page.getByRole('region', { name: t.seller });
    await panel.getByRole('button', { name: t.create }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('button', { name: t.createAction }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(t.linked)).toBeVisible({ timeout: 15_000 });
    await expect(details.getByRole('combobox', { name: t.source })).toHaveValue(seller.name);
    await everyValue(t.amount);
    await shots(page, `review-edits-${lang}`);

    // the e-invoice's tabs, leaving the page (refused) and re-running recognition (refused) keep them too
    await page.getByRole('tab').nth(1).click();
    await page.getByRole('tab').first().click();
    await page.goBack();
    await expect(page.getByRole('dialog').getByText(t.leave)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: t.no }).click();
    await expect(page).toHaveURL(/\/documents\/review\//);
    await page.getByRole('button', { name: t.rerun }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.run }).click();
    await expect(page.getByRole('dialog').getByText(t.rerunAsk)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: t.no }).click();
    await everyValue(t.amount);
    // so does changing the interface language and back
    await chooseLanguage(page, lang === 'en' ? 'Français' : 'English');
    await chooseLanguage(page, t.language);
    await everyValue(t.amount);

    // saved, they come back from the server as stored
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(details.getByRole('combobox', { name: t.source })).toHaveValue(seller.name, {
      timeout: 20_000,
    });
    await everyValue((v) => v);
    // the review's history says who changed the total, from what to what
    const change = page
      .getByTestId('history-panel')
      .getByRole('listitem')
      .filter({ hasText: 'Hélène Delacroix' })
      .filter({ has: page.getByText(t.totalChanged) });
    await expect(change.first()).toBeVisible();
    await page.getByTestId('history-panel').screenshot({ path: `.tmp/shots/review-history-${lang}.png` });
    if (lang !== 'en') await chooseLanguage(page, 'English');
  });

  test(`${lang}: a day that is no real day is refused with the field named, and nothing is saved`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.master);
    const id = await openReview(page, `days-${lang}`, t, SELLERS[lang]);
    const details = page.getByRole('region', { name: t.details });
    const date = dayField(details, t.date);
    const stored = async () => ((await callApi(page, `/documents/${id}/record`)) as { date: string }).date;

    for (const [day, shown] of [
      [lang === 'en' ? '02312018' : '31022018', lang === 'en' ? '02/31/2018' : '31/02/2018'],
      [t.day('0201-03-12'), t.shown('0201-03-12')],
      ['99999999', null],
    ] as const) {
      await typeDay(date, day);
      if (shown) await expect(dayShown(details, t.date)).toHaveValue(shown);
      await expect(details.getByText(t.notADay)).toBeVisible();
      await expect(details.getByText(t.required, { exact: true })).toBeHidden();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.notSaved)).toBeVisible();
      await expect(page.getByText(t.saved)).toBeHidden();
      expect(await stored()).toBe('2026-02-15');
    }
    await shots(page, `review-bad-day-${lang}`);

    // a real day is saved
    await typeDay(date, t.day('2018-02-28'));
    await expect(details.getByText(t.notADay)).toBeHidden();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: 15_000 });
    expect(await stored()).toBe('2018-02-28');
    if (lang !== 'en') await chooseLanguage(page, 'English');
  });
}
