// Server-rendered pages of the local identity provider. No external resources (fonts, CDNs): the product runs
// offline, and devInteractions is off precisely because its page loads a web font (and
// accepts any login). Every piece of text that did not come from this file goes through escapeHtml.
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

import { PAGE_TOKENS_CSS } from '../pages/page-tokens';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface RenderedPage {
  html: string;
  /** Security headers for this page; the CSP allows exactly this page's inline style and script. */
  headers: Record<string, string>;
}

// Colours are the console's tokens (pages/page-tokens.ts), dark on a dark system.
const STYLE = `${PAGE_TOKENS_CSS}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:var(--color-surface);color:var(--color-fg);line-height:1.5}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:var(--color-surface-raised);border-radius:.5rem;box-shadow:var(--shadow-raised)}
h1{font-size:1.4rem;margin:0 0 .5rem}
ul{list-style:none;padding:0;margin:1rem 0}
li+li{margin-top:.5rem}
.account{display:block;width:100%;text-align:left;padding:.75rem 1rem;border:1px solid var(--color-line-strong);border-radius:.375rem;background:var(--color-surface-raised);font:inherit;color:inherit;cursor:pointer}
.account:hover{background:var(--color-accent-subtle);border-color:var(--color-accent)}
.account:focus-visible,.primary:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
.account span{display:block}
.email{font-weight:600}
.meta{color:var(--color-fg-muted);font-size:.9rem}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;border:1px solid var(--color-line-input);border-radius:.375rem;background:var(--color-surface-raised);color:var(--color-fg);font:inherit}
input[aria-invalid=true]{border-color:var(--color-danger)}
.field-error{color:var(--color-danger-fg);margin:.25rem 0 0;font-size:.9rem}
.alert{border:1px solid var(--color-danger);background:var(--color-danger-subtle);color:var(--color-danger-fg);padding:.75rem 1rem;border-radius:.375rem}
.primary{margin-top:1.5rem;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:var(--color-accent);color:var(--color-fg-on-accent);font:inherit;font-weight:600;cursor:pointer}
.primary:hover{background:var(--color-accent-hover)}
a{color:var(--color-accent-fg)}
`;

interface PageOptions {
  title: string;
  body: string;
  /** An inline script to run; allowed through its SHA-256 in the CSP. */
  script?: string;
}

function page({ title, body, script }: PageOptions): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  const scriptSrc = script ? `'sha256-${createHash('sha256').update(script).digest('base64')}'` : "'none'";
  // No form-action directive: browsers apply it to the redirects that follow a form submission, and the login
  // and logout forms redirect on to the console's origin.
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src ${scriptSrc}`,
    "img-src 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    },
  };
}

export const LOGIN_TITLE = 'Sign in to Pod Console (local)';
export const SIGNUP_TITLE = 'Create your Pod Console account (local)';

export interface LoginPageAccount {
  id: string;
  email: string;
  name: string | null;
  description?: string | undefined;
}

export function renderLoginPage(input: {
  uid: string;
  accounts: LoginPageAccount[];
  error?: string | undefined;
}): RenderedPage {
  const uid = encodeURIComponent(input.uid);
  const items = input.accounts
    .map(
      (
        account,
      ) => `<li><button class="account" type="submit" name="account_id" value="${escapeHtml(account.id)}">
<span class="email">${escapeHtml(account.email)}</span>${
        account.name ? `\n<span class="meta">${escapeHtml(account.name)}</span>` : ''
      }${account.description ? `\n<span class="meta">${escapeHtml(account.description)}</span>` : ''}
</button></li>`,
    )
    .join('\n');
  const list =
    input.accounts.length > 0
      ? `<form method="post" action="/interaction/${uid}/login">
<ul aria-label="Accounts">
${items}
</ul>
</form>`
      : '<p>There are no accounts yet.</p>';
  return page({
    title: LOGIN_TITLE,
    body: `<h1>${LOGIN_TITLE}</h1>
<p>This is the local identity provider. Choose an account to sign in; no password is needed.</p>
${input.error ? `<p class="alert" role="alert">${escapeHtml(input.error)}</p>\n` : ''}${list}
<p>No account yet? <a href="/interaction/${uid}?screen=signup">Create an account</a></p>`,
  });
}

export interface SignupValues {
  email: string;
  givenName: string;
  familyName: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const SIGNUP_FIELDS: {
  key: keyof SignupValues;
  name: string;
  label: string;
  type: string;
  autocomplete: string;
}[] = [
  { key: 'email', name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' },
  { key: 'givenName', name: 'given_name', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { key: 'familyName', name: 'family_name', label: 'Last name', type: 'text', autocomplete: 'family-name' },
];

export function renderSignupPage(input: {
  uid: string;
  values?: Partial<SignupValues>;
  errors?: SignupErrors;
  /** An error that belongs to no single field. */
  error?: string | undefined;
}): RenderedPage {
  const uid = encodeURIComponent(input.uid);
  const errors = input.errors ?? {};
  const messages = [input.error, ...SIGNUP_FIELDS.map((field) => errors[field.key])].filter(
    (message): message is string => Boolean(message),
  );
  const fields = SIGNUP_FIELDS.map((field) => {
    const id = `signup-${field.name}`;
    const error = errors[field.key];
    const value = input.values?.[field.key] ?? '';
    return `<label for="${id}">${field.label}</label>
<input id="${id}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" required value="${escapeHtml(value)}"${
      error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
    }>${error ? `\n<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  }).join('\n');
  return page({
    title: SIGNUP_TITLE,
    body: `<h1>${SIGNUP_TITLE}</h1>
<p>This is the local identity provider: the account is created on this machine and signed in at once.</p>
${
  messages.length > 0
    ? `<div class="alert" role="alert"><p>Please correct the following:</p><ul>${messages
        .map((message) => `<li>${escapeHtml(message)}</li>`)
        .join('')}</ul></div>\n`
    : ''
}<form method="post" action="/interaction/${uid}/signup">
${fields}
<button class="primary" type="submit">Create account</button>
</form>
<p>Already have an account? <a href="/interaction/${uid}?screen=login">Sign in</a></p>`,
  });
}

export function renderMessagePage(input: { title: string; message: string }): RenderedPage {
  return page({
    title: input.title,
    body: `<h1>${escapeHtml(input.title)}</h1>\n<p>${escapeHtml(input.message)}</p>`,
  });
}

/**
 * The end-session confirmation. It submits itself with `logout=yes`: without that value the provider keeps the
 * session, and the console's "Sign out" must not need a second click.
 * `form` is oidc-provider's own `<form id="op.logoutForm">` holding the xsrf token.
 */
export function renderLogoutPage(form: string): RenderedPage {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page({
    title: 'Signing out of Pod Console (local)',
    body: `<h1>Signing out of Pod Console (local)</h1>
${withLogout}
<noscript><p>JavaScript is off: press the button to finish signing out.</p>
<button class="primary" type="submit" form="op.logoutForm">Sign out</button></noscript>`,
    script: "document.getElementById('op.logoutForm').submit();",
  });
}

export function sendNode(res: ServerResponse, status: number, page: RenderedPage): void {
  res.writeHead(status, page.headers);
  res.end(page.html);
}
