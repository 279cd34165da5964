import { resourceMessages } from '../resourceMessages';
import { describe, expect, it } from 'vitest';
import { aiConfigurationTexts } from '../aiConfigurations/i18n';
import { linkCategoryDeleteTexts } from '../linkCategories/i18n';
import { promptCategoryDeleteTexts } from '../promptCategories/i18n';
import { linksResources } from '../links.resources';
import { linkTexts } from './i18n';
import { uiText, type UiLocale } from './uiText';

type Tree = { [key: string]: string | Tree | undefined };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (v) for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
};

const OTHERS: UiLocale[] = ['fr', 'de', 'ru', 'cn'];
/** Words spelt the same as in English. */
const SAME: Record<string, string[]> = {
  Description: ['fr'],
  Name: ['de'],
  Image: ['fr'],
  Prompt: ['fr'],
  'Contact |||| Contacts': ['fr'],
  'Link |||| Links': ['de'],
  Links: ['de'],
};

const tables: Array<[string, Record<UiLocale, Tree>]> = [
  ...linksResources.map(
    (r) =>
      [
        `resources.${r.name}`,
        resourceMessages.find((m) => m.name === r.name)!.messages as unknown as Record<UiLocale, Tree>,
      ] as [string, Record<UiLocale, Tree>],
  ),
  ['links ui', linkTexts],
  ['AI ui', aiConfigurationTexts],
  ['link category delete', linkCategoryDeleteTexts],
  ['prompt category delete', promptCategoryDeleteTexts],
];

describe.each(tables)('%s translations', (_, table) => {
  const en = flatten(table.en);
  it.each(OTHERS)('%s has every key, translated, with the same placeholders', (locale) => {
    const other = flatten(table[locale]);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    const untranslated = [...en].filter(
      ([k, v]) => other.get(k) === v && !SAME[v]?.includes(locale) && /\p{L}/u.test(v),
    );
    expect(untranslated).toEqual([]);
    const placeholders = (v = '') => (v.match(/%\{\w+\}/g) ?? []).sort().join();
    expect([...en].filter(([k, v]) => placeholders(other.get(k)) !== placeholders(v)).map(([k]) => k)).toEqual([]);
  });
});

describe('ui texts', () => {
  it('fill placeholders in the chosen language, English for an unknown one', () => {
    expect(uiText(linkTexts, 'fr', 'open', { name: 'Impôts' })).toBe('Ouvrir Impôts dans un nouvel onglet');
    expect(uiText(linkTexts, 'xx', 'edit', { name: 'Bank' })).toBe('Edit Bank');
  });
});
