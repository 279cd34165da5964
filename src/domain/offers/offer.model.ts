import { z } from 'zod';
import { defineResource, f } from '../defineResource';
import { moneyInput, PERIODS, quantityInput } from '../functionalities/functionality.model';

/** One functionality of an offer, with its price and the quantity it allows (-1 = unlimited). */
export const offerLineSchema = z.object({
  uuid: f.uuid().optional(),
  visible: z.boolean().default(true),
  functionalityuuid: f.uuid(),
  /** Omitted: the functionality's default price. */
  price: z
    .union([moneyInput(), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || undefined),
  period: z.enum(PERIODS, 'error.invalidvalue').default('MONTHLY'),
  quantity: quantityInput().default(-1),
});
export type OfferLinePayload = z.infer<typeof offerLineSchema>;

export const offerModel = defineResource({
  name: 'superadministrator/offers',
  endpoint: '/offers',
  // GET /offers answers every user (visible offers); the rest is the super administrator's.
  subject: 'BRANCHES',
  superAdminOnly: true,
  orderable: true,
  schema: z.object({
    name: f.name(),
    description: f.description(),
    visible: z.boolean().default(true),
    baseprice: moneyInput().default('0.00'),
    trialdays: z
      .number('error.trialdays')
      .int('error.trialdays')
      .min(0, 'error.trialdays')
      .max(3650, 'error.trialdays')
      .default(0),
    functionnalities: z
      .array(offerLineSchema)
      .default([])
      .refine((ls) => new Set(ls.map((l) => l.functionalityuuid)).size === ls.length, 'error.duplicatefunctionality'),
  }),
  fields: {
    name: { list: true },
    baseprice: { list: true, format: 'money' },
    trialdays: { input: 'number', list: true },
    visible: { input: 'boolean', list: true },
    description: { input: 'textarea' },
  },
});
export type OfferPayload = z.infer<typeof offerModel.schema>;

/** An offer line as the API answers it (with the catalogue entry's name and enum). */
export interface OfferLineRecord {
  uuid: string;
  visible: boolean;
  functionalityuuid: string;
  price: string;
  period: (typeof PERIODS)[number];
  quantity: number;
  name: string;
  functionnalityEnum: string;
}
/** GET /offers */
export interface OfferRecord {
  uuid: string;
  name: string;
  description: string;
  visible: boolean;
  baseprice: string;
  trialdays: number;
  index: number;
  isDefault: boolean;
  functionnalities: OfferLineRecord[];
  totalprice: string;
  yearlyprice: string;
  /** The account's subscription in force is to this offer. */
  current?: boolean;
  subscription?: OfferSubscription;
}
/** The account's subscription in force, on its offer in GET /offers. */
export interface OfferSubscription {
  uuid: string;
  period: 'MONTHLY' | 'YEARLY';
  startDate: string;
  endDate: string | null;
  /** Cancelled: stays in force until endDate. */
  cancelledAt: string | null;
}
