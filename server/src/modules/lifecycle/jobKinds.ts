/** The job kinds of outgoing deliveries (handlers: delivery.ts, registered in services.ts). */
export const LIFECYCLE_DELIVERY_JOB = 'lifecycle-delivery';
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
