import { vi } from 'vitest';

/**
 * Catches the files the page hands to the browser (lib/save-file.ts): the names of those saved,
 * in order. Call before the click; vi.restoreAllMocks() undoes it.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(() => 'blob:file'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
