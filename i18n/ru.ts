import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appRu } from './app/ru';
import { errorTexts } from './errors';
import { raRuCorrections } from './ra/ru';

/**
 * react-admin's messages from ra-language-russian, laid over the English ones so that keys newer
 * react-admin versions added (absent from the package) show in English rather than as raw keys,
 * with our corrections on top.
 */
// A pure call, so bundles that never read it leave it out.
export const ru: TranslationMessages = /* @__PURE__ */ mergeTranslations(
  englishMessages,
  russianMessages,
  raRuCorrections,
  appRu,
  errorTexts.ru,
);
