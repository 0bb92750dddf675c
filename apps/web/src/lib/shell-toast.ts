import type { ToastOptions } from 'react-hot-toast';

/**
 * A toast from the app shell (session ended, signed out): react-hot-toast is fetched with the
 * first page, not in the first load (the initial JS budget, bench/), and the lazily mounted
 * Toaster (app/providers.tsx) shows what was raised before it came.
 */
export function shellToast(
  kind: 'blank' | 'success' | 'error',
  message: string,
  options?: ToastOptions,
): void {
  void import('react-hot-toast').then(({ default: toast }) => {
    if (kind === 'blank') toast(message, options);
    else toast[kind](message, options);
  });
}
