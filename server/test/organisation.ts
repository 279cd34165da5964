import { createTestContext, type TestContext } from './app';

export const API = '/paperdesk/api';

/** The real app on a fresh database; permissions and offers re-read on every request. */
export const createOrganisationContext = (env: Record<string, string> = {}): Promise<TestContext> =>
  createTestContext({ ACCESS_CACHE_SECONDS: '0', ...env });
