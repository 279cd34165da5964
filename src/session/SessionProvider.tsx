import { useCallback, useEffect, type ReactNode } from 'react';
import { useAuthProvider, useDataProvider, type DataProvider } from 'react-admin';
import type { SessionApi, SessionData } from './loadingSteps';
import { LoadedSession } from './LoadedSession';
import { LoadingScreen } from './LoadingScreen';
import { startSessionLoad } from './sessionLoad';
import { sessionStore, useSessionState } from './sessionStore';

/** Shows "Loading… {step}" during the first data load, then provides the session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider<DataProvider & SessionApi>();
  const authProvider = useAuthProvider();
  const load = useSessionState((s) => s.load);

  useEffect(() => {
    if (sessionStore.get().load.status === 'idle') startSessionLoad(dataProvider, authProvider);
  }, [dataProvider, authProvider]);

  const update = useCallback((patch: Partial<SessionData>) => {
    sessionStore.set((s) =>
      s.load.status === 'ready' ? { load: { status: 'ready', data: { ...s.load.data, ...patch } } } : {},
    );
  }, []);
  const refreshCompany = useCallback(async () => {
    update({ companyInfo: await dataProvider.getCompanyInfo() });
  }, [dataProvider, update]);
  const refresh = useCallback(async () => {
    const [userInfo, companyInfo] = await Promise.all([dataProvider.getUserInfo(), dataProvider.getCompanyInfo()]);
    update({ userInfo, companyInfo });
  }, [dataProvider, update]);

  if (load.status === 'idle') return <LoadingScreen step="rules" />;
  if (load.status === 'loading') return <LoadingScreen step={load.step} />;
  if (load.status === 'error' || !load.data.userInfo) {
    return (
      <LoadingScreen
        failed
        onRetry={() => {
          sessionStore.set({ load: { status: 'idle' } });
          startSessionLoad(dataProvider, authProvider);
        }}
      />
    );
  }
  return (
    <LoadedSession data={load.data} userInfo={load.data.userInfo} refresh={refresh} refreshCompany={refreshCompany}>
      {children}
    </LoadedSession>
  );
}
