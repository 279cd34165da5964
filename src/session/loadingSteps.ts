import type { AuthProvider } from 'react-admin';
import { PERMISSIONS, type Permission } from '../domain/access';
import type { CompanyInfo } from '../domain/company/company.model';
import type { UserInfo } from '../domain/users/user.model';
import { readStoredBranch, storeActiveBranch } from './scope';

/** What the first load gathers; steps fill it in order. */
export interface SessionData {
  userInfo?: UserInfo;
  companyInfo?: CompanyInfo | null;
  granted: Set<Permission>;
  canEditCompany: boolean;
  /** What later step loaders gather (e.g. extras.originTypes), for pages and menu sources. */
  extras: Record<string, unknown>;
}

/**
 * What the session reads from the API. The data provider (src/providers/data/) has these calls; the session declares
 * them here so that it does not import the data provider, which builds on the session's token and scope.
 */
export interface SessionApi {
  getUserInfo(): Promise<UserInfo>;
  getCompanyInfo(): Promise<CompanyInfo>;
  /** Any other call of the API, for later step loaders. */
  call<T = unknown>(path: string): Promise<T>;
}

export interface LoadContext {
  dataProvider: SessionApi;
  authProvider?: AuthProvider;
  data: SessionData;
}

export type StepLoader = (ctx: LoadContext) => Promise<void>;

/** The 13 steps of the loading screen, in order (spec §2); `labelKey` is `loading.steps.<key>`. */
export const LOADING_STEP_KEYS = [
  'rules',
  'company',
  'branches',
  'paymentTypes',
  'users',
  'labels',
  'links',
  'keywords',
  'documentGroups',
  'originTypes',
  'documentSources',
  'documents',
  'contacts',
] as const;
export type LoadingStepKey = (typeof LOADING_STEP_KEYS)[number];

export interface LoadingStep {
  key: LoadingStepKey;
  load?: StepLoader;
}

const ask = async (auth: AuthProvider | undefined, resource: string, action: string) =>
  auth?.canAccess ? Boolean(await auth.canAccess({ resource, action })) : true;

/** Rules: the user's rights, and every permission decided once through the auth provider's canAccess. */
const loadRules: StepLoader = async ({ dataProvider, authProvider, data }) => {
  data.userInfo = await dataProvider.getUserInfo().catch((error: unknown) => {
    // A branch stored earlier that the user may not (or no longer) choose: the server answers 403 to its
    // `buid` (spec §6). Back to the user's own company rather than a session that cannot load.
    if ((error as { status?: number } | null)?.status !== 403 || !readStoredBranch()) throw error;
    storeActiveBranch(null);
    return dataProvider.getUserInfo();
  });
  const answers = await Promise.all(PERMISSIONS.map((p) => ask(authProvider, 'permission', p)));
  data.granted = new Set(PERMISSIONS.filter((_, i) => answers[i]));
};

/** Company: a super admin without a chosen account may have no company to show. */
const loadCompany: StepLoader = async ({ dataProvider, authProvider, data }) => {
  try {
    data.companyInfo = await dataProvider.getCompanyInfo();
  } catch (error) {
    if (!data.userInfo?.superAdmin) throw error;
    data.companyInfo = null;
  }
  data.canEditCompany = data.companyInfo !== null && (await ask(authProvider, 'company', 'edit'));
};

/** Branches come with the company; the step only checks they are there. */
const loadBranches: StepLoader = async ({ data }) => {
  if (data.companyInfo && !Array.isArray(data.companyInfo.branches)) data.companyInfo.branches = [];
};

const loaders = new Map<LoadingStepKey, StepLoader>([
  ['rules', loadRules],
  ['company', loadCompany],
  ['branches', loadBranches],
]);

/** Later features plug their loader into a step (e.g. payment types, contacts). */
export function registerStepLoader(key: LoadingStepKey, load: StepLoader): void {
  const previous = loaders.get(key);
  loaders.set(
    key,
    previous
      ? async (ctx) => {
          await previous(ctx);
          await load(ctx);
        }
      : load,
  );
}

export const loadingSteps = (): LoadingStep[] => LOADING_STEP_KEYS.map((key) => ({ key, load: loaders.get(key) }));

/** Runs every step in order, reporting each before it runs. */
export async function runLoadingSteps(ctx: LoadContext, onStep: (key: LoadingStepKey) => void): Promise<SessionData> {
  for (const step of loadingSteps()) {
    onStep(step.key);
    await step.load?.(ctx);
  }
  return ctx.data;
}

export const emptySessionData = (): SessionData => ({ granted: new Set(), canEditCompany: false, extras: {} });
