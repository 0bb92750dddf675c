import { vi } from 'vitest';

export type SavedFile = { name: string; blob: Blob };

/**
 * Catches the files the page hands to the browser (lib/save-file.ts), in order. Call before the
 * click; vi.restoreAllMocks() undoes the spy.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  let lastBlob: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:file';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
  return saved;
}
