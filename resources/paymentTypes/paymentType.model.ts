import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const paymentTypeModel = defineResource({
  name: 'invoices/paymenttypes',
  endpoint: '/paymenttypes',
  table: 'payment_types',
  subject: 'PAYMENT_TYPES',
  readableWithDocuments: true,
  // refused while in use (server/src/crud/entities/paymentTypes.crud.ts)
  deletable: true,
  schema: z.object({ name: f.name(), description: f.description() }),
  fields: { name: { list: true }, description: { input: 'textarea', list: true } },
});
