import { z } from 'zod';
import { defineResource, f } from '../defineResource';
import { endpointUrlProblem } from '../lifecycle/endpointUrl';

/** The events a webhook endpoint may subscribe to (raised by modules/lifecycle/webhookEvents.ts). */
export const WEBHOOK_EVENTS = [
  'document.imported',
  'document.recognised',
  'document.validated',
  'document.refused',
  'document.paid',
  'status.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of the "send a test event" button; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What became of one event for one endpoint (the delivery log). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'sending', 'delivered', 'failed'] as const;
/** A secret signs the bodies (HMAC-SHA256): long enough not to be guessed. */
export const WEBHOOK_SECRET_MIN = 16;

/** One row of a webhook's delivery log (`GET /webhooks/{id}/deliveries`). */
export const webhookDeliveryAnswer = z.object({
  uuid: z.string(),
  event: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  laststatus: z.number().nullable(),
  lasterror: z.string(),
  createdAt: z.string(),
  deliveredat: z.string().nullable(),
  nextattemptat: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryAnswer>;
/** `POST /webhooks/{id}/test`: the delivery queued for the test event. */
export const webhookTestAnswer = z.object({ uuid: z.string() });
/** `POST /webhooks/{id}/deliveries/{deliveryId}/retry`: the delivery, pending again. */
export const webhookRetryAnswer = z.object({ uuid: z.string(), state: z.literal('pending') });

/**
 * A webhook (issue 18): an HTTPS endpoint of the account told of its documents' events, each body signed
 * with HMAC-SHA256 of its secret (header X-Paperdesk-Signature: sha256=<hex>). The secret is written, never
 * read: the API answers '' (an update with '' keeps the stored one). Deliveries: a durable outbox, retried.
 */
export const webhookModel = defineResource({
  name: 'configurations/webhooks',
  endpoint: '/webhooks',
  table: 'webhooks',
  subject: 'WEBHOOKS',
  deletable: true,
  schema: z.object({
    name: f.name(),
    url: z
      .string()
      .trim()
      .min(1, 'error.required')
      .max(500)
      .superRefine((v, ctx) => {
        const problem = endpointUrlProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    secret: z
      .string()
      .max(200)
      .default('')
      .refine((v) => !v || v.length >= WEBHOOK_SECRET_MIN, 'error.endpoint.secret'),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1, 'error.required')
      .default([...WEBHOOK_EVENTS]),
    active: z.boolean().default(true),
  }),
  fields: {
    name: { list: true },
    url: { list: true },
    secret: { input: 'password' },
    events: { input: 'multiselect', choices: WEBHOOK_EVENTS },
    active: { input: 'boolean', list: true },
  },
});
