/** The events a webhook endpoint may subscribe to (shared by the form and the server). */
export const WEBHOOK_EVENTS = [
  'document.imported',
  'document.recognised',
  'document.validated',
  'document.refused',
  'document.paid',
  'status.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
