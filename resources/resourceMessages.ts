import type { ResourceConfig, ResourceMessages } from './views/resourceConfig';

/**
 * Each resource's texts in five languages (its folder's `<entity>.messages.ts`), named by the resource its folder's `index.tsx`
 * declares. Only the language catalogue imports this module, so the first screen carries none of these texts;
 * adding an entity touches its folder and one line in each of resources/index.ts and resources/models.ts.
 */
const configs = import.meta.glob<{ default: ResourceConfig }>('./*/index.tsx', { eager: true });
const texts = import.meta.glob<Record<string, unknown>>('./*/*.messages.ts', { eager: true });
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

const isMessages = (value: unknown): value is ResourceMessages => {
  const en = (value as { en?: { name?: unknown; fields?: unknown } } | null)?.en;
  return typeof en?.name === 'string' && typeof en.fields === 'object';
};

export const resourceMessages: Array<{ name: string; messages: ResourceMessages }> = Object.entries(configs).flatMap(
  ([path, mod]) => {
    const folder = folderOf(path);
    const messages = Object.entries(texts)
      .filter(([textPath]) => folderOf(textPath) === folder)
      .flatMap(([, mod]) => Object.values(mod))
      .find(isMessages);
    return mod.default && messages ? [{ name: mod.default.name, messages }] : [];
  },
);
