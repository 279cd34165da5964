import { z } from 'zod';

export const offerSummarySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  totalprice: z.string(),
  functionnalities: z.array(z.object({ functionnality: z.object({ functionnalityEnum: z.string() }) })),
});

/** GET /users/userInfo */
export const userInfoSchema = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  groups: z.array(z.string()),
  origintypes: z.array(z.string()),
  documentgroups: z.array(z.string()),
  offer: offerSummarySchema.nullable(),
  offerActive: z.boolean(),
  offerStartDate: z.string().nullable(),
  offerEndDate: z.string().nullable(),
  /** Derived flags, so the client does not re-derive them. */
  superAdmin: z.boolean(),
  admin: z.boolean(),
  master: z.boolean(),
  companyUUID: z.string(),
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** An offer is free when its total price is 0 or it is not active (spec §3). */
export const isFreeOffer = (u: Pick<UserInfo, 'offer' | 'offerActive'>) =>
  !u.offer || !u.offerActive || Number(u.offer.totalprice) === 0;

/** The access-decision view of a user, as the shared rules take it. */
export const userAccess = (u: UserInfo) => ({
  roles: u.roles,
  permissions: u.permissions,
  master: u.master,
  functionalities: u.offer?.functionnalities.map((f) => f.functionnality.functionnalityEnum) ?? [],
});
