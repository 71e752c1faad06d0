// One delivery attempt over HTTP (docs/decisions/0045-webhooks.md). A receiver's slow or huge answer never holds a
// deliverer: the attempt ends at WEBHOOK_ATTEMPT_TIMEOUT_MS, and no more than WEBHOOK_RESPONSE_EXCERPT_BYTES of the
// answer is read. The address a name resolves to is checked when connecting, so a public name that points at a
// private network (or, unless the URL names this machine, at this machine) is refused as the URL itself would be.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

import {
  ipAddressKind,
  WEBHOOK_ATTEMPT_TIMEOUT_MS,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
} from '@pod-console/hooks/webhooks';

export interface PostResult {
  ok: boolean;
  status: number | null;
  excerpt: string | null;
  durationMs: number;
  error: string | null;
}

// Kept-alive connections: a busy endpoint's deliveries do not pay a TCP and TLS handshake each.
const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 8 });

/** Resolves as usual, then refuses a private address, and a loopback one unless the URL named this machine. */
function guardedLookup(loopbackAllowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => {
        const kind = ipAddressKind(entry.address);
        return kind === 'private' || (kind === 'loopback' && !loopbackAllowed);
      });
      if (refused) return callback(new Error(`${hostname} resolves to a private address`), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number = WEBHOOK_ATTEMPT_TIMEOUT_MS,
): Promise<PostResult> {
  const started = performance.now();
  const target = new URL(url);
  const host = target.hostname.toLowerCase();
  const namedLoopback =
    ipAddressKind(host) === 'loopback' || host === 'localhost' || host.endsWith('.localhost');
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: Math.round(performance.now() - started) });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: target.protocol === 'https:' ? httpsAgent : httpAgent,
        lookup: guardedLookup(namedLoopback),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Pod-Console-Webhooks/1',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = response.statusCode ?? null;
          const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES).toString('utf8');
          const ok = status !== null && status >= 200 && status < 300;
          finish({ ok, status, excerpt, error: ok ? null : `HTTP ${status}` });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= WEBHOOK_RESPONSE_EXCERPT_BYTES) {
            // Enough read: the rest is never waited for, and the connection is not reused.
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, excerpt: null, error: `No answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) =>
      finish({ ok: false, status: null, excerpt: null, error: error.message.slice(0, 500) }),
    );
    request.end(body);
  });
}
