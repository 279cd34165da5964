import type { TranslationMessages } from 'react-admin';
import { appCn } from './app/cn';
import { raCn } from './ra/cn';
import { resourcesCn } from './resources/cn';

export const cn: TranslationMessages = { ...raCn, ...appCn, resources: resourcesCn };
