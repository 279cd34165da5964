/**
 * Whether a request comes from the reform platform's connector (an API key) rather than a user: only such a
 * caller may post the statuses the platform received (212, 213, ...). A key's principal carries the role
 * API_KEY_ROLE (intake/apiKeyAuth.ts); a user's or a mailbox's never does.
 */
import type { FastifyRequest } from 'fastify';

export const API_KEY_ROLE = 'apikey';

export const isPlatformCaller = (principal: FastifyRequest['principal']): boolean =>
  principal.roles.includes(API_KEY_ROLE);
