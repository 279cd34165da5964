import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../i18n';
import { loadCatalogue } from './index';

/** Issue 17: one thing, one word per language: a menu entry says what the page it opens calls itself. */
const SAME = [
  ['menu.saved', 'documents.lists.saved.title'],
  ['menu.saved', 'documents.lists.saved.tab'],
  ['menu.uncategorized', 'documents.lists.uncategorized.title'],
] as const;

const at = (messages: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages);

describe('a menu entry and the page it opens', () => {
  it.each(LOCALE_CODES)('use the same words in %s', async (code) => {
    const messages = await loadCatalogue(code);
    for (const [menu, page] of SAME) {
      expect(at(messages, menu), `${code} ${menu}`).toBeTypeOf('string');
      expect(at(messages, menu), `${code} ${menu} / ${page}`).toBe(at(messages, page));
    }
  });
});
