import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { loadEnglishTexts } from '../i18n';

// Components rendered outside the router (which waits for the screens' texts with each page) need
// every English text at once.
await loadEnglishTexts();

// findBy*/waitFor wait up to 15 s (default 1 s): a loaded 2-core machine renders a lazy screen
// slowly. A wait ends as soon as its element appears, so only a failing test gets slower.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; the theme code asks it for prefers-color-scheme.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// `globals: false` means Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
