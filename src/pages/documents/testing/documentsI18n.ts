import { createI18nProvider, type MessageExtension } from '../../../../i18n';
import { documentsMessages } from '../documents.messages';

/** The app's messages with the documents pages' merged in, as the language catalogues merge them (for tests). */
export const documentsI18nProvider = createI18nProvider([documentsMessages as MessageExtension]);
