import type { Theme, User } from '@dd/contract';
import { useEffect } from 'react';
import { applyLanguage } from '../i18n';
import { keepLanguage, signedOutLanguage } from '../i18n/language-choice';
import { applyTheme, DARK_QUERY } from '../lib/theme';

/**
 * Applies the signed-in user's language and theme (docs/product/texts.md: en / hi / gu;
 * light / dark / auto). Signed out: the language last chosen or used on this device (the
 * sign-in page offers the choice) and the light theme.
 */
export function useApplyPreferences(user: User | null): void {
  const language = user?.preferences.language ?? signedOutLanguage();
  const theme: Theme = user?.preferences.theme ?? 'light';

  useEffect(() => {
    keepLanguage(applyLanguage(language));
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
