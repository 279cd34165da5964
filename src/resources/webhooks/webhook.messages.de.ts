import type en from './webhook.messages.en';
import { webhookModel } from '../../domain/webhooks/webhook.model';

/** Webhooks: the resource's name, field and event labels, the test button and the delivery log, in German. */
export default {
  resources: {
    [webhookModel.name]: {
      name: 'Webhook |||| Webhooks',
      fields: {
        name: 'Name',
        url: 'Adresse (HTTPS)',
        secret: 'Signaturgeheimnis',
        events: 'Ereignisse',
        active: 'Aktiv',
      },
      choices: {
        events: {
          'document.imported': 'Dokument importiert',
          'document.recognised': 'Dokument erkannt',
          'document.validated': 'Dokument freigegeben',
          'document.refused': 'Rechnung abgelehnt',
          'document.paid': 'Zahlung erfasst',
          'status.received': 'Status von der Plattform erhalten',
          'webhook.test': 'Testereignis',
        },
      },
      helpers: {
        secret:
          'Mindestens 16 Zeichen. Jede Sendung wird damit signiert (HMAC-SHA256, Header X-Paperdesk-Signature). Gespeichert, nie wieder angezeigt; leer lassen, um das aktuelle zu behalten.',
        url: 'Paperdesk sendet jedes Ereignis als JSON dorthin (POST).',
      },
      test: 'Testereignis senden',
      tested: 'Testereignis eingereiht: Es erscheint unten im Protokoll.',
      log: {
        title: 'Zustellungen',
        empty: 'Noch nichts gesendet.',
        when: 'Wann',
        event: 'Ereignis',
        state: 'Ergebnis',
        retry: 'Erneut versuchen',
        answered: 'Antwort %{status}',
        unreachable: 'nicht erreicht: %{error}',
        attempts: '%{smart_count} Versuch |||| %{smart_count} Versuche',
        states: {
          pending: 'Wartet auf neuen Versuch',
          sending: 'Wird gesendet',
          delivered: 'Zugestellt',
          failed: 'Aufgegeben',
        },
      },
    },
  },
  permissions: { subject: { WEBHOOKS: 'Webhooks' } },
} satisfies typeof en;
