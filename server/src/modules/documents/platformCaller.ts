/**
 * Whether a request comes from the reform platform's connector (an API key) rather than a user: only such a
 * caller may post the statuses the platform received (212, 213, ...). The seam for API keys (issue 18 item 2):
 * their principal says so with `apiKey`; until a key principal exists every caller is a user.
 */
import type { FastifyRequest } from 'fastify';

export const isPlatformCaller = (principal: FastifyRequest['principal']): boolean =>
  Boolean((principal as unknown as { apiKey?: unknown }).apiKey);
