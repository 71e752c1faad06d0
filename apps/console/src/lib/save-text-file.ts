import { saveBlobFile } from './save-blob-file';

/**
 * Saves `text` as a file named `fileName`, built in the browser. An export fetched with the bearer token keeps it in
 * the request's header (docs/decisions/0026-activity-log.md), and claim links never go into a URL
 * (docs/decisions/0027-licences-at-scale.md).
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  saveBlobFile(new Blob([text], { type }), fileName);
}
