import { useEffect, useLayoutEffect } from 'react';
import { answerDigests } from '../../lib/answer-digests';
import { config } from '../../lib/config';
import { handOffPicture, takePicture } from '../../lib/first-screen-picture';
import { firstScreenReadUrls } from '../../lib/first-screen-reads';

/** Once per page load: the first Home shown is the one the next load's picture is of. */
let taken = false;

/**
 * Home's side of its last picture (docs/decisions/0054-home-last-picture.md): as Home first shows its licences (or
 * its error), a picture the early-start script showed gives way, in the same frame; after that frame, the picture
 * of Home is kept for the next load, with the digests of the answers it was drawn from.
 */
export function useFirstScreenPicture(organizationId: string, shown: boolean, settled: boolean): void {
  useLayoutEffect(() => {
    if (settled) handOffPicture(document);
  }, [settled]);

  useEffect(() => {
    if (!shown || taken) return;
    const urls = firstScreenReadUrls(config.apiBaseUrl, organizationId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        taken = true;
        void answerDigests(urls, { andStop: true }).then((digests) => {
          const root = document.getElementById('root');
          // A dialog opened meanwhile is not Home as it first shows.
          if (root == null || root.querySelector('[role="dialog"]')) return;
          takePicture(window.localStorage, root, {
            path: window.location.pathname + window.location.search,
            width: window.innerWidth,
            digests,
            nowMs: Date.now(),
          });
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [organizationId, shown]);
}
