import type { TFunction } from 'i18next';
import { isApiError } from './api';

/**
 * The text to show for a failed call: the server's own `error` text when it sent one,
 * a clear "cannot reach the server" when it could not be reached, else `fallback`.
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'unavailable') return t('errors.serverUnavailable');
    if (error.message) return error.message;
  }
  return fallback;
}
