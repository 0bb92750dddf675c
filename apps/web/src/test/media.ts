import { vi } from 'vitest';

/**
 * A narrow screen for the media queries (jsdom has none): every query containing `width` (a
 * `max-width: …` by default) matches. Undo with vi.restoreAllMocks().
 */
export function narrowScreen(width = 'max-width') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes(width),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
