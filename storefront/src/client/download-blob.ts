// Hands a file made in the page (an orders CSV, the doll picture) to the browser as a download.
// Browser only: call it from an event handler.

/** How long the file's object URL outlives the click: the download must have started by then. */
const REVOKE_AFTER_MS = 10_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
