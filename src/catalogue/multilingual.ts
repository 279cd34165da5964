import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { LOCALE_CODES, type LocaleCode, type MessageExtension } from '../../resources/locales';
import { resourceMessagesExtension } from '../../i18n/resourceMessagesExtension';
import { accountListMessages } from '../../resources/accounts/account.messages';
import { aiConfigurationFormMessages } from '../../resources/aiConfigurations/aiConfiguration.messages';
import { functionalityChoices } from '../../resources/functionalities/functionality.messages';
import { linkCategoryReassignMessages } from '../../resources/linkCategories/linkCategory.messages';
import { userAccountMessages } from '../../resources/linkedUsers/linkedUser.messages';
import { linkViewMessages } from '../../resources/links/link.messages';
import { offerFormMessages } from '../../resources/offers/offer.messages';
import { promptCategoryReassignMessages } from '../../resources/promptCategories/promptCategory.messages';
import { resourceMessages } from '../../resources/resourceMessages';
import { permissionPickerMessages } from '../../resources/ruleGroups/ruleGroup.messages';
import { permissionMessages } from '../../resources/ruleGroups/permissionMessages';
import { subscriptionMessages } from '../../resources/subscriptions/subscription.messages';
import { aiTestMessages } from '../pages/aiTest/aiTest.messages';
import { originDashboardMessages } from '../pages/dashboards/dashboards.messages';
import { emailsMessages } from '../pages/emails/emails.messages';
import { exportsMessages } from '../pages/exports/exports.messages';
import { paymentsMessages } from '../pages/payments/payments.messages';
import { payBatchMessages } from '../pages/payments/PayDialog.messages';

const byLocale = (pick: (code: LocaleCode) => Record<string, unknown>): MessageExtension =>
  Object.fromEntries(LOCALE_CODES.map((code) => [code, pick(code)])) as MessageExtension;

/**
 * The features' translations written five languages to a module (an entity's `<entity>.messages.ts`: its labels and its
 * views' texts; a page's `<page>.messages.ts`): they load with whichever language is chosen, beside its own catalogue.
 * The two large ones have a module per language so that a language downloads only its own texts (the application's
 * own, i18n/app/<lang>.ts, and the documents pages', src/pages/documents/i18n/<lang>.ts); the refusal texts are one
 * table, i18n/errors.ts. Views read every text with react-admin's `useTranslate` by its key; a new feature's module
 * is listed here, and src/catalogue/parity.test.ts checks its keys in the five languages.
 */
export const multilingualMessages: MessageExtension[] = [
  resourceMessagesExtension(resourceMessages),
  aiTestMessages as MessageExtension,
  emailsMessages as MessageExtension,
  paymentsMessages as MessageExtension,
  payBatchMessages as MessageExtension,
  exportsMessages as MessageExtension,
  originDashboardMessages as MessageExtension,
  accountListMessages,
  aiConfigurationFormMessages,
  linkViewMessages,
  linkCategoryReassignMessages,
  promptCategoryReassignMessages,
  userAccountMessages,
  offerFormMessages,
  permissionPickerMessages,
  subscriptionMessages,
  byLocale((code) => ({ permissions: permissionMessages[code] })),
];

/**
 * One language's full catalogue: its own modules, then the multilingual ones' texts in that language,
 * then the functionality choice labels, which are the app's own functionality names.
 */
export function buildCatalogue(code: LocaleCode, ...ownModules: object[]): TranslationMessages {
  const catalogue = mergeTranslations(...ownModules, ...multilingualMessages.map((ext) => ext[code]));
  const names = (catalogue.app as { functionality: Record<string, string> }).functionality;
  return mergeTranslations(catalogue, functionalityChoices(names));
}
