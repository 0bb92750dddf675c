import type { Theme } from '@dd/contract';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Puts the `dark` class on <html> for 'dark', and for 'auto' when the system is dark. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'auto' && systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
}
