import { createI18nProvider, LOCALE_CODES, MESSAGES, type MessageExtension } from '../../i18n';
import { functionalityChoices } from '../../resources/functionalities/functionality.messages';
import { documentsMessages } from '../pages/documents/documents.messages';
import { multilingualMessages } from './multilingual';

type AppTexts = { app: { functionality: Record<string, string> } };
const functionalityChoiceLabels = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, functionalityChoices((MESSAGES[code] as unknown as AppTexts).app.functionality)]),
) as unknown as MessageExtension;

/** The features' translations in every language at once (tests: parity, and each catalogue against them). */
export const featureMessages: MessageExtension[] = [
  ...multilingualMessages,
  documentsMessages as MessageExtension,
  functionalityChoiceLabels,
];

/** For tests of views: every text of the app, in the five languages (starts in English). */
export const everyTextI18nProvider = () => createI18nProvider(featureMessages);
