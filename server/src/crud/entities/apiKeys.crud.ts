import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { apiKeyModel } from '../../../../src/domain/apiKeys/apiKey.model';
import { apiKeys } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CrudDefinition } from '../registerCrud';
import { checkAccountBranch, isoDates } from './accountBranch';

/** The stored form of a key: SHA-256 (hex) of the whole key. */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
/** A new key: "pdk_" and 32 random bytes (base64url). */
export const newApiKey = () => `pdk_${randomBytes(32).toString('base64url')}`;

/** The secret of the key a request just created, for its answer only (never stored). */
const issued = new WeakMap<FastifyRequest, string>();

/**
 * API keys: the secret is drawn on creation, answered once (`secret`) and stored hashed; revoking is for good;
 * the branch must be the account's. Using a key: modules/intake/apiKeyAuth.ts.
 */
export const apiKeysCrud: CrudDefinition = {
  model: apiKeyModel,
  table: apiKeys,
  hooks: {
    async prepare({ req, db, companyId }, data, existing) {
      const { prefix: _p, lastusedat: _l, ...rest } = data;
      rest.branchuuid = await checkAccountBranch(db, companyId, rest.branchuuid);
      if (!existing) {
        if (rest.revoked)
          throw new AppError('VALIDATION', 'A new key cannot be revoked', {
            fields: { revoked: 'error.invalidvalue' },
          });
        const secret = newApiKey();
        issued.set(req, secret);
        return {
          ...rest,
          secretHash: hashApiKey(secret),
          prefix: secret.slice(0, 10),
          createdBy: req.principal.userId,
        };
      }
      if (existing.revoked && !rest.revoked)
        throw new AppError('INVALID_STATE', 'A revoked key stays revoked: create a new one', {
          fields: { revoked: 'error.apikeyrevoked' },
        });
      if (rest.revoked && !existing.revoked) rest.revokedat = new Date();
      return rest;
    },
    toResponse({ companyId: _c, secretHash: _h, windowStart: _w, windowCount: _n, createdBy: _b, ...row }) {
      return isoDates(row);
    },
    async expand({ req }, rows) {
      const secret = issued.get(req);
      if (!secret || rows.length !== 1) return rows;
      issued.delete(req);
      return [{ ...rows[0], secret }];
    },
  },
};
