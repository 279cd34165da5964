import polyglotI18nProvider from 'ra-i18n-polyglot';
import { MESSAGES, LOCALES, type LocaleCode } from '../../i18n';
import { resourceMessages } from '../resourceMessages';
import type { ResourceConfig } from '../views/resourceConfig';

/** For view tests: the app's messages plus the given resources' labels. */
export function i18nWithResources(configs: ResourceConfig[], locale: LocaleCode = 'en') {
  const messagesOf = (name: string) => resourceMessages.find((m) => m.name === name)!.messages;
  const resources = Object.fromEntries(configs.map((c) => [c.name, messagesOf(c.name)[locale]]));
  const base = MESSAGES[locale];
  return polyglotI18nProvider(
    () => ({
      ...base,
      resources: { ...(base.resources as object), ...resources },
    }),
    locale,
    LOCALES,
  );
}
