// HTML for the local provider's hosted pages. `html` escapes every interpolated value unless it is itself `html`
// (or `raw` text this module's callers wrote), so text from a session, a form or the database can never become
// markup. The pages load nothing and run no script; the CSP allows their one inline style by nonce.
import { randomBytes } from 'node:crypto';

import { escapeHtml } from '@pod-console/api';

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

// Readable at 375 px: one column, full-width fields and buttons of at least 44 px, tables that become cards.
const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24;line-height:1.5}
main{max-width:44rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.narrow{max-width:30rem}
.wide{max-width:68rem}
.brand{margin:0 0 1rem;color:#4a525c;font-size:.9rem}
.brand strong{color:#1b1f24}
.test-mode{display:inline-block;margin-left:.5rem;padding:0 .4rem;border-radius:.25rem;background:#fff4d6;color:#5c4100;font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:0 0 .5rem}
h2{font-size:1.1rem;margin:1.75rem 0 .5rem}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#4a525c}
dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;padding:.6rem;margin-top:.25rem;border:1px solid #8a939e;border-radius:.375rem;font:inherit}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:1rem}
.row>div{flex:1;min-width:0}
.field-error{color:#b3261e;margin:.25rem 0 0;font-size:.9rem}
.hint{color:#4a525c;font-size:.9rem}
.alert{border:1px solid #b3261e;background:#fdecea;color:#5f1410;padding:.75rem 1rem;border-radius:.375rem;margin:1rem 0}
.notice{border:1px solid #1e7b34;background:#e8f5ec;color:#0f3d1a;padding:.75rem 1rem;border-radius:.375rem;margin:1rem 0}
button{min-height:2.75rem;padding:.55rem 1.1rem;border:1px solid #2f6fdb;border-radius:.375rem;background:#fff;color:#1f5bbf;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#2f6fdb;color:#fff}
button.danger{border-color:#b3261e;color:#b3261e}
button.primary.danger{background:#b3261e;color:#fff}
form.submit button{width:100%;margin-top:1.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
.actions form{margin:0}
.actions button{white-space:nowrap}
a{color:#1f5bbf}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #2f6fdb;outline-offset:2px}
.links{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:1rem}
table{width:100%;border-collapse:collapse;margin:.5rem 0}
caption{text-align:left;color:#4a525c;padding-bottom:.25rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #dde1e6;vertical-align:top}
td.amount,th.amount{text-align:right}
@media (max-width:40rem){
main{margin:0;border-radius:0;box-shadow:none;padding:1rem}
.row{display:block}
table.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table.cards,table.cards tbody,table.cards tr,table.cards td,table.cards tbody th{display:block;width:100%}
table.cards caption{display:block}
table.cards tr{border:1px solid #dde1e6;border-radius:.375rem;margin-bottom:.75rem;padding:.25rem .5rem}
table.cards td,table.cards tbody th{border:0;padding:.25rem 0;text-align:left}
table.cards [data-label]::before{content:attr(data-label) ": ";color:#4a525c;font-weight:400}
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
