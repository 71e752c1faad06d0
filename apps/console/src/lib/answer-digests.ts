// The digest of the last successful answer to each of the first screen's reads, so Home's picture records what it
// was drawn from (lib/first-screen-picture.ts, docs/decisions/0054-home-last-picture.md). A 304 keeps the last.
import { digestOfAnswer } from './first-screen-picture';
import { isFirstScreenReadUrl } from './first-screen-reads';

const digests = new Map<string, Promise<string | null>>();
/** Home's picture is taken once per load; after that no answer needs its digest. */
let noting = true;

/** `fetchImpl`, noting the digest of every successful answer to one of the first screen's reads. */
export function withAnswerDigests(
  fetchImpl: typeof globalThis.fetch,
  apiBaseUrl: string,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    if (noting && method === 'GET' && response.status === 200 && isFirstScreenReadUrl(apiBaseUrl, url))
      digests.set(url, digestOfAnswer(response));
    return response;
  };
}

/**
 * The digests of the last answers to `urls`, null for one never answered here. With `andStop`, the last ones asked
 * for: every later answer (the polls of the session that follows) goes by without being digested.
 */
export function answerDigests(
  urls: readonly string[],
  { andStop = false }: { andStop?: boolean } = {},
): Promise<Array<string | null>> {
  const last = Promise.all(urls.map((url) => digests.get(url) ?? null));
  if (andStop) {
    noting = false;
    digests.clear();
  }
  return last;
}

/** Noting again, as at a page load (tests). */
export function restartAnswerDigests(): void {
  noting = true;
  digests.clear();
}
