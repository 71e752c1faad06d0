import { describe, expect, it } from 'vitest';
import { transformMarkdownUrl } from './markdown-url';

describe('transformMarkdownUrl', () => {
  it.each([
    'https://example.com/terms',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:legal@example.com',
    'irc://irc.example.com/room',
    'ircs://irc.example.com/room',
    'xmpp:legal@example.com',
    '/privacy',
    'privacy.html',
    '#section-2',
    '?lang=en',
    './a:b',
    'page?next=javascript:x',
  ])('keeps %s', (url) => {
    expect(transformMarkdownUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.com',
    '//evil.com/path',
    '\\\\evil.com',
    '/\\evil.com',
    ' //evil.com',
    '/\t/evil.com',
  ])('empties %j', (url) => {
    expect(transformMarkdownUrl(url)).toBe('');
  });
});
