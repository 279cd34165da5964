import type { LocaleCode, MessageExtension } from './locales';

export type MessageTree = Record<string, unknown>;

export const isMessageTree = (v: unknown): v is MessageTree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with each of `extras` merged in, nested trees merged key by key (later extras win). */
export function mergeMessages(base: MessageTree, ...extras: MessageTree[]): MessageTree {
  return extras.reduce<MessageTree>((acc, extra) => mergeTwo(acc, extra), base);
}

function mergeTwo(base: MessageTree, extra: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const [k, v] of Object.entries(extra))
    out[k] = isMessageTree(out[k]) && isMessageTree(v) ? mergeTwo(out[k], v) : v;
  return out;
}

/** Resource labels (`resources.<name>.*`) of react-admin resources, as one extension. */
export function resourceMessagesExtension(
  resources: readonly { name: string; messages: Record<LocaleCode, MessageTree> }[],
): MessageExtension {
  const forLocale = (code: LocaleCode) => ({
    resources: Object.fromEntries(resources.map((r) => [r.name, r.messages[code]])),
  });
  return { en: forLocale('en'), fr: forLocale('fr'), de: forLocale('de'), ru: forLocale('ru'), cn: forLocale('cn') };
}
