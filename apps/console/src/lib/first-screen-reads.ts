// The reads of a returning member's first screen, as the SDK sends them: started early by boot/early-reads.ts
// (docs/decisions/0030-first-reads-before-the-code.md), and the answers Home's last picture was drawn from
// (lib/first-screen-picture.ts, docs/decisions/0054-home-last-picture.md).
import { LICENSES_FIRST_PAGE_SIZE } from '@pod-console/hooks';
import type { paths } from '@pod-console/sdk';

/**
 * The contract's paths the first screen reads (the shell's user gates, organization and subscription), each with
 * the query the SDK sends: the organization's first read is its first page of licences
 * (docs/decisions/0053-first-page-of-licences.md).
 */
const READS = [
  ['/users/current-user', ''],
  ['/users/terms-of-service', ''],
  ['/organizations/{organizationId}', `?licenses_limit=${LICENSES_FIRST_PAGE_SIZE}`],
  ['/organizations/{organizationId}/subscription', ''],
] as const satisfies ReadonlyArray<readonly [keyof paths, string]>;

/** The first screen's four read addresses for `organizationId`, in a fixed order. */
export function firstScreenReadUrls(apiBaseUrl: string, organizationId: string): string[] {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return READS.map(
    ([path, query]) => base + path.replace('{organizationId}', encodeURIComponent(organizationId)) + query,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `url` is one of the first screen's reads, for any organization. */
export function isFirstScreenReadUrl(apiBaseUrl: string, url: string): boolean {
  const base = escape(apiBaseUrl.replace(/\/+$/, ''));
  return READS.some(([path, query]) =>
    new RegExp(`^${base}${escape(path).replace('\\{organizationId\\}', '[^/?]+')}${escape(query)}$`).test(
      url,
    ),
  );
}
