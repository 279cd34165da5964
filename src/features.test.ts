// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keyParityProblems, LOCALE_CODES } from '../i18n';
import { flattenMessages } from '../i18n/messages';
import { featureMessages } from './catalogue/allLanguages';
import { featurePages, resourceElements } from './features';

describe('feature contributions', () => {
  it('translate every key in all five languages', () => {
    for (const ext of featureMessages) expect(keyParityProblems(ext as never)).toEqual([]);
  });

  it('leave no empty translation', () => {
    for (const ext of featureMessages) {
      for (const code of LOCALE_CODES) {
        const empty = [...flattenMessages(ext[code] as never)].filter(([, v]) => !v.trim()).map(([k]) => k);
        expect(empty, code).toEqual([]);
      }
    }
  });

  it('declare each resource and page once', () => {
    const names = resourceElements.map((r) => r.props.name as string);
    expect(new Set(names).size).toBe(names.length);
    const paths = featurePages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/documents/configurations/ai/test');
  });
});
