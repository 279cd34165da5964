import type { TranslationMessages } from 'react-admin';
import { appRu } from './app/ru';
import { raRu } from './ra/ru';
import { resourcesRu } from './resources/ru';

export const ru: TranslationMessages = { ...raRu, ...appRu, resources: resourcesRu };
