import type en from './apiKey.messages.en';
import { apiKeyModel } from '../../domain/apiKeys/apiKey.model';

/** API keys: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [apiKeyModel.name]: {
      name: 'API-Schlüssel |||| API-Schlüssel',
      fields: {
        name: 'Name',
        prefix: 'Schlüssel beginnt mit',
        branchuuid: 'Firma oder Filiale (leer: die ganze Firma)',
        scope: 'Darf',
        revoked: 'Widerrufen',
        lastusedat: 'Zuletzt benutzt',
      },
      choices: {
        scope: {
          IMPORT: 'Dokumente importieren',
          IMPORT_READ: 'Importieren und seine Dokumente lesen',
        },
      },
      secret: {
        title: 'Ihr neuer API-Schlüssel',
        text: 'Kopieren Sie ihn jetzt: Er wird nur einmal angezeigt. Senden Sie ihn im Header X-API-Key.',
        copy: 'Kopieren',
        done: 'Ich habe ihn kopiert',
      },
    },
  },
  permissions: { subject: { API_KEYS: 'API-Schlüssel' } },
} satisfies typeof en;
