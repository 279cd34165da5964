import { z } from 'zod';
import { defineResource, f } from '../defineResource';

/** How a payment type moves the money. A bank transfer file pays by transfer: it takes a TRANSFER or OTHER type. */
export const PAYMENT_KINDS = ['TRANSFER', 'DIRECT_DEBIT', 'CARD', 'CHEQUE', 'CASH', 'OTHER'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * May a payment of this kind go in a bank transfer file? Not one paid by direct debit, card, cheque or cash: the
 * file would pay it a second time. A payment without a type, or of kind OTHER, may.
 */
export const transferableKind = (kind: string | null | undefined): boolean =>
  !kind || kind === 'TRANSFER' || kind === 'OTHER';

/** The type a payment keeps when it goes in a bank transfer file: its own if transferable, else the first transfer type. */
export function typeForTransfer(types: { uuid: string; kind: string }[], current: string): string {
  const kind = types.find((t) => t.uuid === current)?.kind;
  if (!current || transferableKind(kind)) return current;
  return types.find((t) => t.kind === 'TRANSFER')?.uuid ?? '';
}

export const paymentTypeModel = defineResource({
  name: 'invoices/paymenttypes',
  endpoint: '/paymenttypes',
  table: 'payment_types',
  subject: 'PAYMENT_TYPES',
  readableWithDocuments: true,
  // refused while in use (server/src/crud/entities/paymentTypes.crud.ts)
  deletable: true,
  schema: z.object({
    name: f.name(),
    kind: z.enum(PAYMENT_KINDS, 'error.invalidvalue').default('OTHER'),
    description: f.description(),
  }),
  fields: {
    name: { list: true },
    kind: { input: 'select', choices: PAYMENT_KINDS, list: true },
    description: { input: 'textarea', list: true },
  },
});
