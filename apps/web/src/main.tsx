import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { installSessionExpiry } from './app/session-expiry';
import { SplashScreen } from './app/splash/splash-screen';
import { useAuthStore } from './features/auth/auth-store';
import { onNewsletterSessionRejected } from './features/newsletter/session-rejected';
import './styles/index.css';

const router = createAppRouter();
installSessionExpiry(router);
// A newsletter call's 401 or 403 clears the login data through the auth store, so the whole
// page learns at once (spec section 6); the newsletter feature cannot import auth itself.
onNewsletterSessionRejected(() => useAuthStore.getState().expireSession());
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* Beside the app, not around it: the app renders and loads its data underneath. */}
    <SplashScreen />
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
