// The local mail catcher of `npm start` (docs/decisions/0025-invitation-mail.md): an SMTP server on 127.0.0.1 that
// accepts every mail without authentication and keeps the last ones in memory, and a small web inbox to read them
// and a JSON API for tests. Nothing leaves the machine. A mail's HTML is shown in a sandboxed iframe (`srcdoc`, no
// scripts, no same origin, a strict Content-Security-Policy): a caught mail is somebody else's markup.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Server as NetServer } from 'node:net';

import { escapeHtml, PAGE_TOKENS_CSS } from '@pod-console/api';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LocalInboxOptions {
  /** Default 127.0.0.1: the catcher is for this machine only. */
  host?: string;
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  httpPort: number;
}

/** One caught mail, as `GET /api/messages` answers it. */
export interface InboxMessage {
  id: string;
  /** The To header as written (addresses, with names). */
  to: string;
  from: string;
  subject: string;
  /** When it was caught, ISO 8601. */
  date: string;
  text: string;
  /** The HTML part; null for a plain-text mail. */
  html: string | null;
}

export interface LocalInbox {
  smtpPort: number;
  httpPort: number;
  /** The web inbox, e.g. http://127.0.0.1:4002 */
  url: string;
  /** Newest first. */
  messages(): InboxMessage[];
  clear(): void;
  close(): Promise<void>;
}

/** Mails kept; older ones are dropped. */
const KEPT_MESSAGES = 200;
/** The largest mail accepted (the SMTP SIZE extension); the product's mails are a few kilobytes. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** The inbox page's policy: nothing but its own inline styles; a caught mail's frame inherits it. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** Written into each mail's frame as well, in case a browser does not pass the page's policy on to `srcdoc`. */
const FRAME_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

interface CaughtMessage extends InboxMessage {
  /** Every address it was sent to (envelope and To), lower-cased, for `?to=`. */
  recipients: string[];
}

export async function startLocalInbox(options: LocalInboxOptions): Promise<LocalInbox> {
  const host = options.host ?? '127.0.0.1';
  let caught: CaughtMessage[] = [];

  const smtp = new SMTPServer({
    banner: 'Pod Console local mail catcher',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          const envelope = session.envelope.rcptTo.map((recipient) => recipient.address);
          const to = addressText(parsed.to) || envelope.join(', ');
          caught.unshift({
            id: randomUUID(),
            to,
            from: addressText(parsed.from) || (session.envelope.mailFrom || { address: '' }).address,
            subject: parsed.subject ?? '',
            date: new Date().toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            recipients: [...envelope, ...addressList(parsed.to)].map((address) => address.toLowerCase()),
          });
          caught = caught.slice(0, KEPT_MESSAGES);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const smtpPort = await listenOn(smtp.server, () => smtp.listen(options.smtpPort, host));

  const http = createServer((req, res) => {
    try {
      answer(req, res);
    } catch {
      res.writeHead(500).end();
    }
  });
  let httpPort: number;
  try {
    httpPort = await listenOn(http, () => http.listen(options.httpPort, host));
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const url = `http://${host}:${httpPort}`;

  function publicMessages(to: string | null): InboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return caught
      .filter((message) => !wanted || message.recipients.includes(wanted))
      .map(({ recipients: _recipients, ...message }) => message);
  }

  function answer(req: IncomingMessage, res: ServerResponse): void {
    const requestUrl = new URL(req.url ?? '/', url);
    const path = requestUrl.pathname;
    if (path === '/api/messages' && req.method === 'GET') {
      send(
        res,
        200,
        'application/json; charset=utf-8',
        JSON.stringify(publicMessages(requestUrl.searchParams.get('to'))),
      );
      return;
    }
    if (path === '/api/messages' && req.method === 'DELETE') {
      caught = [];
      res.writeHead(204).end();
      return;
    }
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = inboxPage(
        publicMessages(null),
        requestUrl.searchParams.get('id'),
        requestUrl.searchParams.get('part'),
      );
      send(res, 200, 'text/html; charset=utf-8', page, { 'content-security-policy': PAGE_CSP });
      return;
    }
    send(
      res,
      path === '/' || path === '/api/messages' ? 405 : 404,
      'text/plain; charset=utf-8',
      'Not here.\n',
    );
  }

  return {
    smtpPort,
    httpPort,
    url,
    messages: () => publicMessages(null),
    clear() {
      caught = [];
    },
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

/** Starts listening and answers the port bound (the one asked for, or the free one 0 picked). */
function listenOn(server: NetServer, listen: () => void): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
    listen();
  });
}

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': contentType,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(', ');
}

function addressList(value: AddressObject | AddressObject[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((entry) =>
    entry.value.flatMap((address) => (address.address ? [address.address] : [])),
  );
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** The web inbox: the list, and the chosen mail below it. Plain HTML: no script runs on this page. */
export function inboxPage(
  messages: readonly InboxMessage[],
  selectedId: string | null,
  part: string | null,
): string {
  const selected = messages.find((message) => message.id === selectedId) ?? null;
  const rows = messages
    .map((message) => {
      const current = message.id === selected?.id ? ' aria-current="true"' : '';
      return `<tr${current}><td><time datetime="${escapeHtml(message.date)}">${escapeHtml(timeFormat.format(new Date(message.date)))} UTC</time></td><td>${escapeHtml(message.to)}</td><td><a href="/?id=${encodeURIComponent(message.id)}"${current}>${escapeHtml(message.subject || '(no subject)')}</a></td></tr>`;
    })
    .join('\n');
  const list =
    messages.length === 0
      ? '<p>No mail yet. Mail the API sends arrives here.</p>'
      : `<table>
<caption>${messages.length === 1 ? '1 mail' : `${messages.length} mails`}, newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${selected ? `${escapeHtml(selected.subject || '(no subject)')} — ` : ''}Mail inbox — Pod Console</title>
<style>
${PAGE_TOKENS_CSS}
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; background: var(--color-surface); color: var(--color-fg); }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding: 0.5rem 0; color: var(--color-fg-muted); }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--color-line); vertical-align: top; }
tr[aria-current] { background: var(--color-accent-subtle); }
a { color: var(--color-accent-fg); }
a:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
/* A mail is written for white paper, whatever the theme. */
iframe { width: 100%; min-height: 28rem; border: 1px solid var(--color-line-strong); background: #fff; color-scheme: light; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid var(--color-line-strong); padding: 1rem; }
</style>
</head>
<body>
<header><h1>Mail inbox</h1><p>Every mail the local API sends. <a href="/">Refresh</a> · JSON: <a href="/api/messages">/api/messages</a> (DELETE to empty it)</p></header>
<main>
<section aria-labelledby="list-heading">
<h2 id="list-heading">Messages</h2>
${list}
</section>
${selected ? messageView(selected, part === 'text' || selected.html === null ? 'text' : 'html') : ''}
</main>
</body>
</html>
`;
}

function messageView(message: InboxMessage, part: 'text' | 'html'): string {
  const id = encodeURIComponent(message.id);
  const switcher =
    message.html === null
      ? ''
      : part === 'html'
        ? `<p><a href="/?id=${id}&amp;part=text">Show the plain-text part</a></p>`
        : `<p><a href="/?id=${id}">Show the HTML part</a></p>`;
  // No allow-scripts and no allow-same-origin: the mail runs nothing and reaches nothing; its links open in a new
  // tab (allow-popups), outside the sandbox.
  const frameDocument = `<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"><base target="_blank">${message.html ?? ''}`;
  const body =
    part === 'html'
      ? `<iframe title="The HTML part of the mail" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(frameDocument)}"></iframe>`
      : `<pre>${escapeHtml(message.text)}</pre>`;
  return `<section aria-labelledby="message-heading">
<h2 id="message-heading">${escapeHtml(message.subject || '(no subject)')}</h2>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Received</dt><dd><time datetime="${escapeHtml(message.date)}">${escapeHtml(timeFormat.format(new Date(message.date)))} UTC</time></dd>
</dl>
${switcher}
${body}
</section>`;
}
