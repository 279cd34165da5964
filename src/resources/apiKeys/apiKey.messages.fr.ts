import type en from './apiKey.messages.en';
import { apiKeyModel } from '../../domain/apiKeys/apiKey.model';

/** API keys: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [apiKeyModel.name]: {
      name: 'Clé d’API |||| Clés d’API',
      fields: {
        name: 'Nom',
        prefix: 'La clé commence par',
        branchuuid: 'Société ou filiale (vide : toute la société)',
        scope: 'Peut',
        revoked: 'Révoquée',
        lastusedat: 'Dernière utilisation',
      },
      choices: {
        scope: {
          IMPORT: 'Importer des documents',
          IMPORT_READ: 'Importer et lire ses documents',
        },
      },
      secret: {
        title: 'Votre nouvelle clé d’API',
        text: 'Copiez-la maintenant : elle n’est affichée qu’une fois. Envoyez-la dans l’en-tête X-API-Key.',
        copy: 'Copier',
        done: 'Je l’ai copiée',
      },
    },
  },
  permissions: { subject: { API_KEYS: 'clés d’API' } },
} satisfies typeof en;
