import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { startSessionCheck } from './app/session';
import i18n from './i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

startSessionCheck();

// The service worker (installable, opens offline) is registered once the page has loaded, from
// its own chunk: not part of the first load (decision 0155).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./app/pwa').then((m) =>
      m.registerServiceWorker(() => i18n.t('offline.newVersion')),
    );
  });
}

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
