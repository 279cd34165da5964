/**
 * Requests signed with an API key (`X-API-Key`): the key's company (or branch) becomes the scope and its scope
 * (import, or import and read) the permissions. A wrong, revoked or out-of-scope key, or an offer without the
 * API functionality, answers the same 401; each key is rate-limited per minute by a counter in the database.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Permission } from '../../../../src/domain/access';
import type { ApiKeyScope } from '../../../../src/domain/apiKeys/apiKey.model';
import type { Db } from '../../../db/client';
import { apiKeys } from '../../../db/schema';
import { hashApiKey } from '../../crud/entities/apiKeys.crud';
import { AppError } from '../../errors';
import { API_KEY_ROLE } from '../documents/platformCaller';
import { channelPrincipal } from './channelPrincipal';
import type { Principal } from '../tenancy/principal';
import type { Scope } from '../tenancy/scope';

/**
 * What a route lets a key do: `import` (the import calls), `read` (reading back its documents), `lifecycle`
 * (posting a status the platform received: an import-and-read key, as it finds the document first) or
 * `statements` (importing a bank statement: any key that may import, on an offer with payments).
 */
export type ApiKeyUse = 'import' | 'read' | 'lifecycle' | 'statements';
/** The uses only an import-and-read key has. */
const READING_USES: ApiKeyUse[] = ['read', 'lifecycle'];

const PERMISSIONS_OF: Record<ApiKeyScope, Permission[]> = {
  IMPORT: ['UPLOAD_DOCUMENTS'],
  IMPORT_READ: ['UPLOAD_DOCUMENTS', 'VIEW_DOCUMENTS', 'DOWNLOAD_DOCUMENTS'],
};
/** What a key gets on top of its scope's permissions on the routes of one use (its offer still decides). */
const PERMISSIONS_FOR_USE: Partial<Record<ApiKeyUse, Permission[]>> = { statements: ['CREATE_PAYMENTS'] };
const refused = () => new AppError('UNAUTHORIZED', 'Invalid API key', { key: 'error.apikey.invalid' });

export interface ApiKeyCaller {
  principal: Principal;
  scope: Scope;
  key: { uuid: string; name: string };
}

export async function authenticateApiKey(
  db: Db,
  secret: string,
  use: ApiKeyUse | undefined,
  ratePerMinute: number,
): Promise<ApiKeyCaller> {
  if (!use || !/^pdk_[A-Za-z0-9_-]{20,100}$/.test(secret)) throw refused();
  // counts this request in the key's minute window and records its use, in one statement
  const [key] = await db
    .update(apiKeys)
    .set({
      windowCount: sql`case when ${apiKeys.windowStart} > now() - interval '1 minute' then ${apiKeys.windowCount} + 1 else 1 end`,
      windowStart: sql`case when ${apiKeys.windowStart} > now() - interval '1 minute' then ${apiKeys.windowStart} else now() end`,
      lastusedat: sql`now()`,
    })
    .where(and(eq(apiKeys.secretHash, hashApiKey(secret)), eq(apiKeys.revoked, false)))
    .returning();
  if (!key) throw refused();
  const scope = key.scope as ApiKeyScope;
  if (READING_USES.includes(use) && scope !== 'IMPORT_READ') throw refused();
  const accountId = key.companyId;
  const { principal, scope: where } = await channelPrincipal(db, {
    accountId,
    companyId: key.branchuuid ?? accountId,
    userId: key.createdBy,
    name: key.name,
    roles: [API_KEY_ROLE],
    permissions: [...(PERMISSIONS_OF[scope] ?? []), ...(PERMISSIONS_FOR_USE[use] ?? [])],
  });
  if (!principal.functionalities.includes('API')) throw refused();
  if (key.windowCount > ratePerMinute)
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      `This key made more than ${ratePerMinute} requests in a minute; wait and retry`,
      { key: 'error.apikey.rate', params: { max: ratePerMinute } },
    );
  return { key: { uuid: key.uuid, name: key.name }, scope: where, principal };
}
