import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/domain/locales';
import { EXPORT_MESSAGES } from './exports.messages';
import { SIGN_IN_MESSAGES } from './signIn.messages';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.messages';
import { interpolate, SERVER_MESSAGES, t, textOf, type MessageKey } from './t';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server texts', () => {
  it('are complete in every language, with the same placeholders', () => {
    const keys = Object.keys(SERVER_MESSAGES.en).sort() as MessageKey[];
    for (const lang of LOCALE_CODES) {
      expect(Object.keys(SERVER_MESSAGES[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) {
        const text = SERVER_MESSAGES[lang][key];
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(SERVER_MESSAGES.en[key]));
      }
    }
  });

  it('never give one key to two message files', () => {
    const files = [SIGN_IN_MESSAGES, SUBSCRIPTION_MESSAGES, EXPORT_MESSAGES].map((f) => Object.keys(f.en));
    expect(new Set(files.flat()).size).toBe(files.flat().length);
    expect(SERVER_MESSAGES.de['export.lineType.CREDIT']).toBe(EXPORT_MESSAGES.de.export.lineType.CREDIT);
  });

  it('fill their placeholders from the params', () => {
    expect(t('cn', 'tooManyAttempts', { n: 4 })).toBe('尝试次数过多，请在 4 秒后重试。');
    expect(t('fr', 'subscriptionCancelled', { offer: 'Essentiel', date: '01/02/2027' })).toBe(
      'Votre abonnement Essentiel est résilié. Il reste actif jusqu’au 01/02/2027.',
    );
    expect(interpolate('%{a} and %{b}', { a: 1 })).toBe('1 and %{b}');
    expect(t('fr', 'export.baseAt', { rate: '5,5' })).toBe(EXPORT_MESSAGES.fr.export.baseAt.replace('%{rate}', '5,5'));
    expect(textOf('en', 'export.lineType.PAYMENT')).toBe('Payment');
    expect(textOf('en', 'export.lineType.REFUND')).toBeUndefined();
  });
});
