import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CacheProvider } from '../api/cache';
import i18n from '../i18n';

/** docs/product/texts.md: toasts at the top right; default 4 s, success 3 s, error 5 s. */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 3000 },
  error: { duration: 5000 },
  style: {
    background: 'var(--toast-bg)',
    color: 'var(--toast-fg)',
    border: '1px solid var(--toast-border)',
    fontSize: '0.875rem',
    maxWidth: '24rem',
  },
};

/**
 * Toasts start below the header (min-h-16 = 4rem, plus a gap), so they never cover the user's
 * name or Logout. The sign-in screen has no header; the gap there is harmless.
 */
const TOAST_CONTAINER_STYLE = { top: '4.75rem' };

/** Fetched after the first load (the initial JS budget); toasts raised before it shows when it comes. */
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** `cache`: the tests' server cache (the app makes its own). */
export function AppProviders({ children, cache }: { children: ReactNode; cache?: QueryClient }) {
  return (
    <CacheProvider cache={cache}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Suspense fallback={null}>
          <Toaster
            position="top-right"
            toastOptions={TOAST_OPTIONS}
            containerStyle={TOAST_CONTAINER_STYLE}
          />
        </Suspense>
      </I18nextProvider>
    </CacheProvider>
  );
}
