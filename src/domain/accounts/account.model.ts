import { z } from 'zod';
import { defineResource, f } from '../defineResource';
import { isReadableDate } from '../dates';

const date = () => z.string('error.date').trim().refine(isReadableDate, 'error.date');

/**
 * An account (a master company) and its subscription, as the spec's Subscription/account summary.
 * PUT /accounts takes one summary (with its uuid) and changes the offer, the dates and the active flag.
 */
export const accountModel = defineResource({
  name: 'superadministrator/accounts',
  endpoint: '/accounts',
  // The server allows the super administrator only; the menu shows it to them only.
  subject: 'BRANCHES',
  superAdminOnly: true,
  titleField: 'companyName',
  schema: z
    .object({
      companyName: z.string().trim().min(1, 'error.required').max(200),
      offerUUID: f.uuid(),
      offerStartDate: date(),
      /** Empty: no end date. */
      offerEndDate: z
        .union([date(), z.literal(''), z.null()])
        .optional()
        .transform((v) => v || null),
      offerActive: z.boolean().default(true),
    })
    .refine((a) => !a.offerEndDate || Date.parse(a.offerEndDate) > Date.parse(a.offerStartDate), {
      path: ['offerEndDate'],
      message: 'error.enddate',
    }),
  fields: {
    companyName: { list: true },
    offerUUID: { input: 'reference', reference: 'superadministrator/offers' },
    offerStartDate: { list: true },
    offerEndDate: { list: true },
    offerActive: { input: 'boolean', list: true },
  },
});
export type AccountPayload = z.infer<typeof accountModel.schema>;

const personName = () => z.string().trim().min(1, 'error.required').max(100);

/**
 * POST /accounts (super administrator): a new customer account = its master company, its first administrator
 * (every permission, a temporary password to change at first sign-in), its subscription to an offer, and the
 * starter configuration. Empty start date: today.
 */
export const newAccountSchema = z
  .object({
    companyName: z.string().trim().min(1, 'error.required').max(200),
    email: f.email().max(254),
    firstName: personName(),
    lastName: personName(),
    offerUUID: f.uuid(),
    offerStartDate: z
      .union([date(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || new Date().toISOString().slice(0, 10)),
    offerEndDate: z
      .union([date(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
  })
  .refine((a) => !a.offerEndDate || Date.parse(a.offerEndDate) > Date.parse(a.offerStartDate), {
    path: ['offerEndDate'],
    message: 'error.enddate',
  });
export type NewAccountPayload = z.infer<typeof newAccountSchema>;

/** GET /accounts, GET /accounts/{id}, PUT /accounts: the master company, its administrator and subscription in force. */
export const accountRecordAnswer = z.object({
  uuid: z.string(),
  companyName: z.string(),
  /** The account administrator's e-mail. */
  email: z.string(),
  offerUUID: z.string().nullable(),
  offer: z.string().nullable(),
  subscriptionUUID: z.string().nullable(),
  offerStartDate: z.string().nullable(),
  offerEndDate: z.string().nullable(),
  offerActive: z.boolean(),
});
export type AccountRecord = z.infer<typeof accountRecordAnswer>;

/** POST /accounts answers the new account and, once, its administrator's temporary password. */
export type NewAccountRecord = AccountRecord & { temporaryPassword?: string; externalAccount?: boolean };
