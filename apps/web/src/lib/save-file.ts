/** How long the object URL lives after the click (the browser has taken the file by then). */
const REVOKE_AFTER_MS = 60_000;

/** Hands the file to the browser as a download named `fileName` (object URL + <a download>). */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
