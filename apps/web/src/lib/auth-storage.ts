/** Where the session token lives between visits (docs/product/api.md: local storage). */
const TOKEN_KEY = 'token';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage can be blocked (privacy settings); the app then works for this tab only.
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}
