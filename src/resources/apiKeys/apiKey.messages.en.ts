import type { Messages } from '../../domain/locales';
import { apiKeyModel } from '../../domain/apiKeys/apiKey.model';

/** API keys: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [apiKeyModel.name]: {
      name: 'API key |||| API keys',
      fields: {
        name: 'Name',
        prefix: 'Key starts with',
        branchuuid: 'Company or branch (empty: the whole company)',
        scope: 'May',
        revoked: 'Revoked',
        lastusedat: 'Last used',
      },
      choices: {
        scope: {
          IMPORT: 'Import documents',
          IMPORT_READ: 'Import and read its documents',
        },
      },
      secret: {
        title: 'Your new API key',
        text: 'Copy it now: it is shown only once. Send it in the X-API-Key header.',
        copy: 'Copy',
        done: 'I have copied it',
      },
    },
  },
  permissions: { subject: { API_KEYS: 'API keys' } },
} satisfies Messages;
