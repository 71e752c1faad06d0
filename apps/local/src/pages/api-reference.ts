// The API reference on the API's origin (docs/decisions/0046-webhook-inbox-and-api-reference.md): every operation
// of openapi/v1.yaml with its examples, and the webhooks with their payloads, rendered by Redoc from the file the
// build made (scripts/build-reference.mjs). Redoc's code is inside the page: nothing is fetched from elsewhere.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { findRepositoryRoot, type ApiPlugin } from '@pod-console/api';

export const API_REFERENCE_PATH = '/reference';

/** Where the build writes the page. */
export const apiReferenceFile = () => join(findRepositoryRoot(), 'apps/local/dist/reference/index.html');

// Redoc runs inline scripts and styles and a search worker from a blob; it loads nothing from another origin.
const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function apiReferencePages(file: string = apiReferenceFile()): ApiPlugin {
  return (app) => {
    app.get(API_REFERENCE_PATH, async (_request, reply) => {
      let page: string;
      try {
        page = await readFile(file, 'utf8');
      } catch {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('The API reference is not built yet: run npm run build -w @pod-console/local.');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', REFERENCE_CSP)
        .header('cache-control', 'no-cache')
        .send(page);
    });
  };
}
