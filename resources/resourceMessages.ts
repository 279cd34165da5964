import type { ResourceConfig, ResourceMessages } from './views/resourceConfig';

/**
 * Each resource's texts in five languages (its folder's `i18n.ts`), named by the resource its folder's `index.tsx`
 * declares. Only the language catalogue imports this module, so the first screen carries none of these texts;
 * adding an entity still touches only its folder and the list in resources/index.ts.
 */
const configs = import.meta.glob<{ default: ResourceConfig }>('./*/index.tsx', { eager: true });
const texts = import.meta.glob<Record<string, unknown>>('./*/i18n.ts', { eager: true });

const isMessages = (value: unknown): value is ResourceMessages => {
  const en = (value as { en?: { name?: unknown; fields?: unknown } } | null)?.en;
  return typeof en?.name === 'string' && typeof en.fields === 'object';
};

export const resourceMessages: Array<{ name: string; messages: ResourceMessages }> = Object.entries(configs).flatMap(
  ([path, mod]) => {
    const messages = Object.values(texts[path.replace(/index\.tsx$/, 'i18n.ts')] ?? {}).find(isMessages);
    return mod.default && messages ? [{ name: mod.default.name, messages }] : [];
  },
);
