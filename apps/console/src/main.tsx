// First, before any module builds a zod schema: no eval probe under the strict CSP (see zod-jitless.ts).
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createIdentityClient } from './app/identity-client';
import './index.css';
import { config } from './lib/config';

// Created once, outside React: the session provider expects a stable client.
const identityClient = createIdentityClient(config, window.location.origin);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App identityClient={identityClient} />
  </StrictMode>,
);
