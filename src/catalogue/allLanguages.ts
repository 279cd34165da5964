import type { TranslationMessages } from 'react-admin';
import { createI18nProvider, type LocaleCode, type Messages } from '../i18n';
import { messages as cn } from './cn';
import { messages as de } from './de';
import { messages as en } from './en';
import { messages as fr } from './fr';
import { messages as ru } from './ru';

/** The five language catalogues at once (tests; the app loads one language at a time: ./index.ts). */
export const CATALOGUES: Record<LocaleCode, TranslationMessages> = { en, fr, de, ru, cn };

/** For tests of views: every text of the app, in the five languages (starts in English). */
export const everyTextI18nProvider = () => createI18nProvider(CATALOGUES);

/** A resource's labels (`resources.<name>`: name, fields, choices, helpers) in each language (tests). */
export type ResourceTexts = Messages & {
  name: string;
  fields: Record<string, string>;
  choices?: Record<string, Record<string, string>>;
  helpers?: Record<string, string>;
};
export const resourceTexts = (name: string) =>
  Object.fromEntries(
    Object.entries(CATALOGUES).map(([code, c]) => [
      code,
      (c.resources as unknown as Record<string, ResourceTexts>)[name],
    ]),
  ) as Record<LocaleCode, ResourceTexts>;
