import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createIdentityClient } from './app/identity-client';
import { preloadForReturningMember } from './app/start-early';
import './index.css';
import { config } from './lib/config';

preloadForReturningMember(window.location.pathname);

// Created once, outside React: the session provider expects a stable client.
const identityClient = createIdentityClient(config, window.location.origin);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App identityClient={identityClient} />
  </StrictMode>,
);
