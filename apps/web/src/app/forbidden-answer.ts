import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useReadErrors } from '../api/cache';
import { isApiError } from '../lib/api';

/** The 403 codes that mean "your role may not use this", not a rule about one record. */
const NO_ACCESS_CODES = new Set(['forbidden', 'admin_only']);

function isNoAccessAnswer(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && NO_ACCESS_CODES.has(error.code ?? '');
}

/**
 * True once a read on the current page answered 403 `forbidden` / `admin_only` (a link to a screen
 * or record the role may not see): the page shows the access screen rather than "Try again",
 * which cannot help. Writes keep their own messages. Leaving the page forgets it.
 */
export function useNoAccessAnswer(): boolean {
  const { pathname } = useLocation();
  const [deniedAt, setDeniedAt] = useState<string | null>(null);
  useReadErrors(
    useCallback(
      (error: unknown) => {
        if (isNoAccessAnswer(error)) setDeniedAt(pathname);
      },
      [pathname],
    ),
  );
  return deniedAt === pathname;
}
