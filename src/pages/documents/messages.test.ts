import { describe, expect, it } from 'vitest';
import errorTexts from '../../i18n/errors.messages.en';
import { documentsI18nProvider as provider } from './testing/documentsI18n';

// Key parity, untranslated texts, placeholders and the keys the pages use: src/catalogue/parity.test.ts.
describe('documents messages', () => {
  it('covers every validity rule and plural forms translate', async () => {
    for (const rule of [
      'branch',
      'group',
      'supplier',
      'number',
      'date',
      'suppliername',
      'ht',
      'tva',
      'ttc',
      'duedate',
      'type',
      'amounts',
      'duplicate',
    ]) {
      expect(errorTexts.document.error).toHaveProperty(rule);
    }
    expect(provider.translate('documents.table.count', { smart_count: 1 })).toBe('1 document');
    await provider.changeLocale('ru');
    expect(provider.translate('documents.table.count', { smart_count: 5 })).toBe('5 документов');
    expect(provider.translate('documents.table.count', { smart_count: 3 })).toBe('3 документа');
    await provider.changeLocale('cn');
    expect(provider.translate('documents.table.count', { smart_count: 7 })).toBe('共 7 份单据');
    await provider.changeLocale('en');
  });
});
