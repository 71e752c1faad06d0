/**
 * Saves `text` as a file named `fileName`, built in the browser: a Blob and an `<a download>`. An export fetched with
 * the bearer token keeps it in the request's header (docs/decisions/0026-activity-log.md), and claim links never
 * go into a URL (docs/decisions/0027-licences-at-scale.md).
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
