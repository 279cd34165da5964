import type { CrudDefinition } from './registerCrud';
import type { ResourceExample } from './exampleTypes';
import { aiConfigurationsCrud, promptCategoriesCrud } from './resources/ai';
import { emailContactsCrud } from './resources/emailContacts';
import { linkCategoriesCrud, linksCrud } from './resources/links';

/** Server CRUD definitions of the links area. */
export const linksCruds: CrudDefinition[] = [
  linkCategoriesCrud,
  linksCrud,
  emailContactsCrud,
  promptCategoriesCrud,
  aiConfigurationsCrud,
];

/** Their examples for the generic API test. */
export const linksExamples: Record<string, ResourceExample> = {
  'links/categories': {
    create: () => ({ name: 'Banques' }),
    update: { description: 'Espaces bancaires en ligne' },
    invalid: { payload: { name: '' }, field: 'name' },
    defaults: { description: '' },
  },
  'links/list': {
    create: async (h) => ({
      name: 'Impots',
      url: 'https://www.impots.gouv.fr',
      categoryuuid: await h.create('links/categories', { name: 'Administration' }),
    }),
    update: { url: 'https://www.impots.gouv.fr/professionnel', imageurl: 'https://www.impots.gouv.fr/logo.png' },
    invalid: { payload: { name: 'Bad', url: 'javascript:alert(1)' }, field: 'url' },
    defaults: { imageurl: '' },
  },
  'mails/contact': {
    create: () => ({ name: 'Cabinet comptable', email: 'compta@example.fr' }),
    update: { email: 'expert@example.fr', color: '#2e7d32' },
    invalid: { payload: { name: 'Nobody', email: 'not-an-address' }, field: 'email' },
    defaults: { color: '#1565c0' },
  },
  'documents/configurations/ai/categories': {
    create: () => ({ name: 'Factures' }),
    update: { name: 'Factures fournisseurs' },
    invalid: { payload: { description: 'no name' }, field: 'name' },
  },
  'documents/configurations/ai': {
    create: async (h) => ({
      name: 'Extraction factures',
      categoryuuid: await h.create('documents/configurations/ai/categories', { name: 'Factures' }),
    }),
    update: { temperature: 0.2, maxtokens: 1024, usedefaultprompt: false, defaultprompt: 'Extract the totals.' },
    invalid: { payload: { name: 'Hot', temperature: 3 }, field: 'temperature' },
    defaults: {
      model: 'openai/gpt-4o',
      frequencypenalty: 0,
      presencepenalty: 0,
      maxtokens: 256,
      temperature: 0.7,
      topp: 0,
      defaultprompt: '',
      usedefaultprompt: true,
      description: '',
    },
  },
};
