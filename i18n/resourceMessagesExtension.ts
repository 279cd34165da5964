import type { LocaleCode, MessageExtension } from '../resources/locales';

// Apart from messages.ts, which holds every language: the language catalogues use this, and each must carry
// only its own language.
/** Resource labels (`resources.<name>.*`) of react-admin resources, as one extension. */
export function resourceMessagesExtension(
  resources: readonly { name: string; messages: Record<LocaleCode, Record<string, unknown>> }[],
): MessageExtension {
  const forLocale = (code: LocaleCode) => ({
    resources: Object.fromEntries(resources.map((r) => [r.name, r.messages[code]])),
  });
  return { en: forLocale('en'), fr: forLocale('fr'), de: forLocale('de'), ru: forLocale('ru'), cn: forLocale('cn') };
}
