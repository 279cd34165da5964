import type en from './webhook.messages.en';
import { webhookModel } from '../../domain/webhooks/webhook.model';

/** Webhooks: the resource's name, field and event labels, the test button and the delivery log, in French. */
export default {
  resources: {
    [webhookModel.name]: {
      name: 'Webhook |||| Webhooks',
      fields: {
        name: 'Nom',
        url: 'Adresse (HTTPS)',
        secret: 'Secret de signature',
        events: 'Événements',
        active: 'Actif',
      },
      choices: {
        events: {
          'document.imported': 'Document importé',
          'document.recognised': 'Document reconnu',
          'document.validated': 'Document validé',
          'document.refused': 'Facture refusée',
          'document.paid': 'Paiement enregistré',
          'status.received': 'Statut reçu de la plateforme',
          'webhook.test': 'Événement de test',
        },
      },
      helpers: {
        secret:
          'Au moins 16 caractères. Chaque envoi est signé avec (HMAC-SHA256, en-tête X-Paperdesk-Signature). Conservé, jamais réaffiché ; laissez vide pour garder l’actuel.',
        url: 'Paperdesk y envoie chaque événement en JSON (POST).',
      },
      test: 'Envoyer un événement de test',
      tested: 'Événement de test mis en file : il apparaît dans le journal ci-dessous.',
      log: {
        title: 'Envois',
        empty: 'Rien n’a encore été envoyé.',
        when: 'Quand',
        event: 'Événement',
        state: 'Résultat',
        retry: 'Réessayer',
        answered: 'réponse %{status}',
        unreachable: 'non joint : %{error}',
        attempts: '%{smart_count} tentative |||| %{smart_count} tentatives',
        states: {
          pending: 'En attente d’un nouvel essai',
          sending: 'Envoi en cours',
          delivered: 'Remis',
          failed: 'Abandonné',
        },
      },
    },
  },
  permissions: { subject: { WEBHOOKS: 'webhooks' } },
} satisfies typeof en;
