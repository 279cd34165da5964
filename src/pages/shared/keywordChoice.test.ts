import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../i18n';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { choiceLabel } from './keywordChoice';

const i18n = everyTextI18nProvider();
const type = { type: 'TYPE' as const };

describe("an enumerated keyword's choice", () => {
  it('names the document type in words in every language, never INVOICE or CREDIT', async () => {
    for (const code of LOCALE_CODES) {
      await i18n.changeLocale(code);
      for (const c of ['INVOICE', 'CREDIT'])
        expect(choiceLabel(type, c, i18n.translate), code).not.toMatch(/^[A-Z_]+$/);
    }
    await i18n.changeLocale('fr');
    expect(['INVOICE', 'CREDIT'].map((c) => choiceLabel(type, c, i18n.translate))).toEqual(['Facture', 'Avoir']);
    await i18n.changeLocale('en');
    expect(['INVOICE', 'CREDIT'].map((c) => choiceLabel(type, c, i18n.translate))).toEqual(['Invoice', 'Credit note']);
  });

  it("shows any other keyword's choice as the account typed it", async () => {
    await i18n.changeLocale('fr');
    expect(choiceLabel({ type: 'CUSTOM' }, 'INVOICE', i18n.translate)).toBe('INVOICE');
    expect(choiceLabel({ type: 'CUSTOM' }, 'Urgent', i18n.translate)).toBe('Urgent');
  });
});
