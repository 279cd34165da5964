import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../i18n/messages';
import { LOCALE_CODES } from '../domain/locales';
import { loadCatalogue } from './index';

/**
 * No text of the catalogue asks the reader to learn a stored code (issue 17): "-1 = unlimited", "By number:
 * 0 Other, 1 Suppliers…", a raw "[MASTER]".
 */
const CODES = [/-1\s*=/, /\b0 \p{L}+.*,\s*1 \p{L}+/u, /[:：]\s*0\s*\p{L}+/u, /\[MASTER\]/];

describe('texts without codes', () => {
  for (const code of LOCALE_CODES)
    it(`in ${code}`, async () => {
      const texts = flattenMessages((await loadCatalogue(code)) as Record<string, unknown>);
      const found = [...texts].filter(([, t]) => CODES.some((re) => re.test(String(t))));
      expect(found).toEqual([]);
    });
});
