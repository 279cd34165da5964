import type { Messages } from '../../domain/locales';
import { webhookModel } from '../../domain/webhooks/webhook.model';

/** Webhooks: the resource's name, field and event labels, the test button and the delivery log, in English. */
export default {
  resources: {
    [webhookModel.name]: {
      name: 'Webhook |||| Webhooks',
      fields: {
        name: 'Name',
        url: 'Address (HTTPS)',
        secret: 'Signing secret',
        events: 'Events',
        active: 'Active',
      },
      choices: {
        events: {
          'document.imported': 'Document imported',
          'document.recognised': 'Document recognised',
          'document.validated': 'Document validated',
          'document.refused': 'Invoice refused',
          'document.paid': 'Payment recorded',
          'status.received': 'Status received from the platform',
          'webhook.test': 'Test event',
        },
      },
      helpers: {
        secret:
          'At least 16 characters. Each body is signed with it (HMAC-SHA256, header X-Paperdesk-Signature). Stored, never shown again; leave empty to keep the current one.',
        url: 'Paperdesk POSTs each event there as JSON.',
      },
      test: 'Send a test event',
      tested: 'Test event queued: it appears in the log below.',
      log: {
        title: 'Deliveries',
        empty: 'Nothing sent yet.',
        when: 'When',
        event: 'Event',
        state: 'Result',
        retry: 'Try again',
        answered: 'answered %{status}',
        unreachable: 'not reached: %{error}',
        attempts: '%{smart_count} attempt |||| %{smart_count} attempts',
        states: {
          pending: 'Waiting for a retry',
          sending: 'Sending',
          delivered: 'Delivered',
          failed: 'Given up',
        },
      },
    },
  },
  permissions: { subject: { WEBHOOKS: 'webhooks' } },
} satisfies Messages;
