import type { TranslationMessages } from 'react-admin';
import { appDe } from './app/de';
import { raDe } from './ra/de';
import { resourcesDe } from './resources/de';

export const de: TranslationMessages = { ...raDe, ...appDe, resources: resourcesDe };
