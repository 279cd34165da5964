import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App';
import { createAppI18nProvider } from './catalogue';
import { adminStore } from './shell/LeanAdmin';
import { firstLocale } from './i18n/firstLocale';
import { signInLanguage } from './domain/locales';
import { SignInRefused } from './session/SignInRefused';
import { SIGNIN_REFUSED_PATH } from './session/refusedSignIn';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first language's texts are loaded first (the loading screen is translated too), then the app
// renders with its own browser-history data router (react-admin alone would use a hash router).
const first = firstLocale({
  stored: adminStore.getItem('locale'),
  signInPage: signInLanguage(document.cookie),
  browser: navigator.languages,
});
void createAppI18nProvider(first).then((i18nProvider) => {
  createRoot(root).render(
    <StrictMode>
      {window.location.pathname === SIGNIN_REFUSED_PATH ? (
        <SignInRefused i18n={i18nProvider} />
      ) : (
        <App router={createAppRouter(i18nProvider)} />
      )}
    </StrictMode>,
  );
});
