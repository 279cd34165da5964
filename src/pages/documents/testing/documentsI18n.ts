import { everyTextI18nProvider } from '../../../catalogue/allLanguages';

/** Every text of the app, in the five languages, as the language catalogues hold them (for tests). */
export const documentsI18nProvider = everyTextI18nProvider();
