// HTML for the local provider's hosted pages. `html` escapes every interpolated value unless it is itself `html`
// (or `raw` text this module's callers wrote), so text from a session, a form or the database can never become
// markup. The pages load nothing and run no script; the CSP allows their one inline style by nonce.
import { randomBytes } from 'node:crypto';

import { escapeHtml, PAGE_TOKENS_CSS } from '@pod-console/api';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value == null || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

// Readable at 375 px: one column, full-width fields and buttons of at least 44 px, tables that become cards. Colours
// are the console's tokens, dark on a dark system.
const STYLE = `${PAGE_TOKENS_CSS}
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:var(--color-surface);color:var(--color-fg);line-height:1.5}
main{max-width:44rem;margin:2rem auto;padding:1.5rem;background:var(--color-surface-raised);border-radius:.5rem;box-shadow:var(--shadow-raised)}
.narrow{max-width:30rem}
.wide{max-width:68rem}
.brand{margin:0 0 1rem;color:var(--color-fg-muted);font-size:.9rem}
.brand strong{color:var(--color-fg)}
.test-mode{display:inline-block;margin-left:.5rem;padding:0 .4rem;border-radius:.25rem;background:var(--color-warning-subtle);color:var(--color-warning-fg);font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:0 0 .5rem}
h2{font-size:1.1rem;margin:1.75rem 0 .5rem}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:var(--color-fg-muted)}
dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;padding:.6rem;margin-top:.25rem;border:1px solid var(--color-line-input);border-radius:.375rem;background:var(--color-surface-raised);color:var(--color-fg);font:inherit}
input[aria-invalid=true]{border-color:var(--color-danger)}
.row{display:flex;gap:1rem}
.row>div{flex:1;min-width:0}
.field-error{color:var(--color-danger-fg);margin:.25rem 0 0;font-size:.9rem}
.hint{color:var(--color-fg-muted);font-size:.9rem}
.alert{border:1px solid var(--color-danger);background:var(--color-danger-subtle);color:var(--color-danger-fg);padding:.75rem 1rem;border-radius:.375rem;margin:1rem 0}
.notice{border:1px solid var(--color-success);background:var(--color-success-subtle);color:var(--color-success-fg);padding:.75rem 1rem;border-radius:.375rem;margin:1rem 0}
button{min-height:2.75rem;padding:.55rem 1.1rem;border:1px solid var(--color-accent);border-radius:.375rem;background:var(--color-surface-raised);color:var(--color-accent-fg);font:inherit;font-weight:600;cursor:pointer}
button.primary{background:var(--color-accent);color:var(--color-fg-on-accent)}
button.danger{border-color:var(--color-danger);color:var(--color-danger-fg)}
button.primary.danger{background:var(--color-danger);color:var(--color-fg-on-accent)}
form.submit button{width:100%;margin-top:1.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
.actions form{margin:0}
.actions button{white-space:nowrap}
a{color:var(--color-accent-fg)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
.links{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:1rem}
table{width:100%;border-collapse:collapse;margin:.5rem 0}
caption{text-align:left;color:var(--color-fg-muted);padding-bottom:.25rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--color-line);vertical-align:top}
td.amount,th.amount{text-align:right}
@media (max-width:40rem){
main{margin:0;border-radius:0;box-shadow:none;padding:1rem}
.row{display:block}
table.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table.cards,table.cards tbody,table.cards tr,table.cards td,table.cards tbody th{display:block;width:100%}
table.cards caption{display:block}
table.cards tr{border:1px solid var(--color-line);border-radius:.375rem;margin-bottom:.75rem;padding:.25rem .5rem}
table.cards td,table.cards tbody th{border:0;padding:.25rem 0;text-align:left}
table.cards [data-label]::before{content:attr(data-label) ": ";color:var(--color-fg-muted);font-weight:400}
}
`;

export interface PageOptions {
  title: string;
  body: Html;
  /** Origins, besides this one, that a form on the page may end up at (its redirect): the console's. */
  formTargets?: readonly string[];
  /** A form of one column, or a wide table. */
  width?: 'narrow' | 'normal' | 'wide';
  /** The name over the page: the payment pages' by default; the app simulator names the app it plays. */
  brand?: string;
}

export interface RenderedPage {
  html: string;
  csp: string;
}

export function renderPage({
  title,
  body,
  formTargets = [],
  width = 'normal',
  brand = 'Pod Console payments',
}: PageOptions): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  // form-action applies to the redirect after a submission too, so it names the console's origins the checkout
  // sends the browser back to.
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${formAction}`,
  ].join('; ');
  const page = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title}</title>
<style nonce="${nonce}">${new Html(STYLE)}</style>
</head>
<body>
<main${width === 'normal' ? '' : new Html(` class="${width}"`)}>
<p class="brand"><strong>${brand}</strong><span class="test-mode">Test mode</span></p>
${body}
</main>
</body>
</html>
`;
  return { html: page.value, csp };
}

/** The origin of an absolute http(s) URL, or null. */
export function originOf(value: string): string | null {
  const url = URL.parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}
