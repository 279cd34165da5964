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

/** GET /accounts */
export interface AccountRecord {
  uuid: string;
  companyName: string;
  /** The account administrator's e-mail. */
  email: string;
  offerUUID: string | null;
  offer: string | null;
  subscriptionUUID: string | null;
  offerStartDate: string | null;
  offerEndDate: string | null;
  offerActive: boolean;
}
