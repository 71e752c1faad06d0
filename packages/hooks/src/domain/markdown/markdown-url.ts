import { SAFE_MARKDOWN_URL_SCHEMES } from '../constants';

const SAFE_SCHEME = new RegExp(`^(${SAFE_MARKDOWN_URL_SCHEMES.join('|')})$`, 'i');
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * spec §5: a link or image URL passes with no scheme or http, https, irc, ircs, mailto or xmpp; "//host", "\\host"
 * and control characters are refused (docs/decisions/0005-markdown-urls.md).
 */
function isSafeMarkdownUrl(url: string): boolean {
  if (CONTROL_CHARACTERS.test(url)) return false;
  // URL parsing ignores leading spaces, so " //host" is protocol-relative too.
  if (/^\s*[\\/]{2}/.test(url)) return false;
  // The same test as react-markdown's defaultUrlTransform: a colon after the first "/", "?" or "#" is no scheme.
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  for (const separator of ['/', '?', '#']) {
    const index = url.indexOf(separator);
    if (index !== -1 && index < colon) return true;
  }
  return SAFE_SCHEME.test(url.slice(0, colon));
}

/** react-markdown `urlTransform`: the URL unchanged when safe, '' otherwise (spec §5). */
export function transformMarkdownUrl(url: string): string {
  return isSafeMarkdownUrl(url) ? url : '';
}
