import { z } from 'zod';
import { FUNCTIONALITIES } from '../access';
import { defineResource, f } from '../defineResource';
import { fromCents, toCents } from '../money';

const AMOUNT = /^\d{1,12}(?:[.,]\d+)?$/;
/**
 * An exact, non-negative price normalised to "12.30" (never a float): more decimals are rounded half up
 * to 2 (spec: prices rounded to 2 decimals), not refused.
 */
export const moneyInput = () =>
  z
    .union([z.string(), z.number()], 'error.price')
    .transform((v) => String(v).trim())
    .refine((v) => AMOUNT.test(v), 'error.price')
    .transform((v) => fromCents(toCents(v)))
    .refine((v) => v.length <= 15, 'error.price');

/** A quantity: -1 means unlimited. */
export const quantityInput = () => z.number('error.quantity').int('error.quantity').min(-1, 'error.quantity');

export const PERIODS = ['MONTHLY', 'TOTAL'] as const;

export const functionalityModel = defineResource({
  name: 'superadministrator/functionnalities',
  endpoint: '/functionnalities',
  // The server allows the super administrator only; the menu shows it to them only.
  subject: 'BRANCHES',
  superAdminOnly: true,
  orderable: true,
  schema: z.object({
    name: f.name(),
    description: f.description(),
    visible: z.boolean().default(true),
    defaultprice: moneyInput().default('0.00'),
    defaultquantity: quantityInput().default(-1),
    functionnality: z.enum(FUNCTIONALITIES, 'error.invalidvalue'),
  }),
  fields: {
    name: { list: true },
    functionnality: { input: 'select', choices: FUNCTIONALITIES, list: true },
    defaultprice: { list: true, format: 'money' },
    defaultquantity: { input: 'quantity', list: true },
    visible: { input: 'boolean', list: true },
    description: { input: 'textarea' },
  },
});
export type FunctionalityPayload = z.infer<typeof functionalityModel.schema>;
