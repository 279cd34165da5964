import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../domain/locales';
import { resourceTexts } from '../catalogue/allLanguages';
import { resourceConfigs } from '.';

describe('resource labels', () => {
  it('name every registered resource in the five languages (its folder’s <entity>.messages.<lang>.ts)', () => {
    for (const c of resourceConfigs) {
      const texts = resourceTexts(c.name);
      for (const code of LOCALE_CODES) expect(texts[code]?.name, `${c.name} ${code}`).toBeTruthy();
    }
  });
});
