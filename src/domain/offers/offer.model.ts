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
export const offerLineAnswer = z.object({
  uuid: z.string(),
  visible: z.boolean(),
  functionalityuuid: z.string(),
  price: z.string(),
  period: z.enum(PERIODS),
  quantity: z.number(),
  name: z.string(),
  functionnalityEnum: z.string(),
});
export type OfferLineRecord = z.infer<typeof offerLineAnswer>;

/** The account's subscription in force, on its offer in GET /offers. */
export const offerSubscriptionAnswer = z.object({
  uuid: z.string(),
  period: z.enum(['MONTHLY', 'YEARLY']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Cancelled: stays in force until endDate. */
  cancelledAt: z.string().nullable(),
});
export type OfferSubscription = z.infer<typeof offerSubscriptionAnswer>;

/** An offer as the API answers it (GET /offers and /offers/{id}, POST, PUT). */
export const offerAnswer = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  visible: z.boolean(),
  baseprice: z.string(),
  trialdays: z.number(),
  index: z.number(),
  isDefault: z.boolean(),
  functionnalities: z.array(offerLineAnswer),
  totalprice: z.string(),
  yearlyprice: z.string(),
  /** The account's subscription in force is to this offer. */
  current: z.boolean().optional(),
  subscription: offerSubscriptionAnswer.optional(),
});
export type OfferRecord = z.infer<typeof offerAnswer>;

/** GET /metrics: each counted functionality of the offer in force, its quantity and what the account used. */
export const metricLineAnswer = z.object({
  functionnality: z.string(),
  quantity: z.number(),
  period: z.enum(PERIODS),
  used: z.number(),
});
export type MetricLine = z.infer<typeof metricLineAnswer>;
