// First: starts a returning member's first-screen code before the rest of the entry is evaluated.
import './app/preload-returning-member';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createIdentityClient } from './app/identity-client';
import './index.css';
import { config } from './lib/config';
import { applyStoredThemePreference } from './lib/theme';

// Again for the development server, which has no early-start script (vite.config.ts builds it); idempotent.
applyStoredThemePreference();

// Created once, outside React: the session provider expects a stable client.
const identityClient = createIdentityClient(config, window.location.origin);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App identityClient={identityClient} />
  </StrictMode>,
);
