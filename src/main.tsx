import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App';
import { createAppI18nProvider } from './catalogue';
import { adminStore } from './layout/LeanAdmin';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The chosen language's texts are loaded first (the loading screen is translated too), then the app
// renders with its own browser-history data router (react-admin alone would use a hash router).
void createAppI18nProvider(adminStore.getItem('locale')).then((i18nProvider) => {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter(i18nProvider)} />
    </StrictMode>,
  );
});
