/**
 * Saves `blob` as a file named `fileName` through an `<a download>`: the bytes were fetched with the bearer token in
 * the request's header, so no download URL ever carries it (docs/decisions/0026-activity-log.md,
 * docs/decisions/0038-export-and-account-deletion.md).
 */
export function saveBlobFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
