/**
 * Saves `text` as a file named `fileName`: a Blob and an `<a download>`, so the export's bearer token stays in the
 * request's header and never goes into a URL (docs/decisions/0026-activity-log.md).
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
