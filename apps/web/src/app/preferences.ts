import type { Theme, User } from '@dd/contract';
import { useEffect } from 'react';
import { applyLanguage } from '../i18n';
import { applyTheme, DARK_QUERY } from '../lib/theme';

/**
 * Applies the signed-in user's language and theme (docs/product.md section 8: en / hi / gu;
 * light / dark / auto). Signed out: English and the light theme, the account defaults.
 */
export function useApplyPreferences(user: User | null): void {
  const language = user?.preferences.language ?? 'en';
  const theme: Theme = user?.preferences.theme ?? 'light';

  useEffect(() => {
    applyLanguage(language);
  }, [language]);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'auto' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => applyTheme('auto');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);
}
