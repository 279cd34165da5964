import type { Permission } from '../../../../src/domain/access';
import type { DbOrTx } from '../../../db/client';
import { currentOffer } from '../tenancy/currentOffer';
import type { Principal } from '../tenancy/principal';
import type { Scope } from '../tenancy/scope';

/**
 * Who imports when no user is signed in (an API key, a mailbox's poll): the account's offer, the permissions the
 * channel allows and nothing more, acting in one company of the account. Documents record `userId` (the user who
 * made the key or the mailbox, null when that user is gone) as their creator.
 */
export async function channelPrincipal(
  db: DbOrTx,
  opts: {
    accountId: string;
    companyId: string;
    userId: string | null;
    name: string;
    permissions: Permission[];
    /** Roles beside 'channel' (an API key's: API_KEY_ROLE). */
    roles?: string[];
  },
): Promise<{ principal: Principal; scope: Scope }> {
  const offer = await currentOffer(db, opts.accountId);
  const master = opts.companyId === opts.accountId;
  return {
    scope: { companyId: opts.companyId, accountId: opts.accountId, isMasterCompany: master },
    principal: {
      userId: opts.userId as string,
      email: '',
      firstName: opts.name,
      lastName: '',
      companyId: opts.companyId,
      accountId: opts.accountId,
      roles: ['channel', ...(opts.roles ?? [])],
      permissions: opts.permissions,
      functionalities: offer.offer?.lines.map((l) => l.functionnality) ?? [],
      master,
      groups: [],
      originTypesAccess: [],
      documentGroupsAccess: [],
      mustChangePassword: false,
      offer,
    },
  };
}
