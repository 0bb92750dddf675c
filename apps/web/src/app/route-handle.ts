import type { Action, MenuKey } from '@dd/contract';
import { useMatches } from 'react-router';
import type en from '../i18n/locales/en/core.json';

/** A screen's key under `pages.*` in the catalogues (title and description). */
type PageKey = keyof typeof en.pages;

/**
 * Carried by every signed-in route: its page (for the header title), menu entry, and the
 * permission (packages/contract permissions) its guard requires.
 */
export interface RouteHandle {
  page: PageKey;
  nav: MenuKey;
  permission: Action;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle && 'nav' in handle;
}

/** The deepest matched route's handle, if any. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
