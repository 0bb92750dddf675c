import type { LoginRequest, LoginSuccess, TwoFactorLoginRequest, User } from '@dd/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClearCache, useOfflineCache } from '../api/cache';
import * as authApi from '../api/auth';
import { SessionContext, type Session } from '../api/session';
import { loadLanguage } from '../i18n';
import { takeSignInPick } from '../i18n/language-choice';
import { isApiError, setEnrolmentRequiredHandler, setUnauthorizedHandler } from '../lib/api';
import { getToken, removeToken, setToken } from '../lib/auth-storage';
import { shellToast } from '../lib/shell-toast';

/** GET /auth/me for the stored token, when started before the app renders (startSessionCheck). */
let earlyCheck: Promise<User> | null = null;

/**
 * Starts the stored token's check as the app's code starts (main.tsx), so it runs alongside the
 * first screen's code instead of after it (the router renders the session only once that code
 * is in). The session provider takes its answer; without a token there is nothing to check.
 */
export function startSessionCheck(): void {
  if (earlyCheck || getToken() === null) return;
  earlyCheck = authApi.fetchMe();
  // Its failure is handled where it is taken; this only keeps it from counting as unhandled.
  earlyCheck.catch(() => {});
}

/**
 * Whether the page is being left. Leaving (a link to another page, a reload) cancels the check
 * in flight, and the browser rejects it like a network failure: that is not the check failing,
 * and must not remove the token the next page signs in with. A page restored from the
 * back/forward cache is shown again.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

/** The check started early (once), or a new one. */
function takeSessionCheck(signal: AbortSignal): Promise<User> {
  const started = earlyCheck;
  earlyCheck = null;
  return started ?? authApi.fetchMe(signal);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearCache = useClearCache();
  const { keep, restore } = useOfflineCache();
  const [user, setUser] = useState<User | null>(null);
  // Only a stored token needs checking; without one the session is known at once.
  const [loading, setLoading] = useState(() => getToken() !== null);
  const userRef = useRef<User | null>(null);
  const loggingOut = useRef(false);

  useEffect(() => {
    userRef.current = user;
  }, [user]);

  // docs/product/rules.md: with a stored token fetch the user; any failure removes the token.
  useEffect(() => {
    if (getToken() === null) return;
    const controller = new AbortController();
    takeSessionCheck(controller.signal)
      // The user's language arrives before the first screen (no English flash).
      .then(async (me) => {
        await loadLanguage(me.preferences.language);
        if (controller.signal.aborted) return;
        setUser(me);
        void keep(me);
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted || leavingPage) return;
        // No network (decision 0155): the token is kept, and the account it was given to opens
        // with the answers it last read, when the device kept them.
        if (isApiError(error) && error.kind === 'network') {
          const kept = await restore().catch(() => null);
          if (!kept || controller.signal.aborted) return;
          await loadLanguage(kept.preferences.language);
          if (!controller.signal.aborted) setUser(kept);
          return;
        }
        if (!(error instanceof DOMException && error.name === 'AbortError')) removeToken();
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [keep, restore]);

  // docs/product/rules.md: any 401 removes the token (done by the api client) and goes to /login.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const wasSignedIn = userRef.current !== null;
      userRef.current = null;
      setUser(null);
      if (loggingOut.current) return;
      if (wasSignedIn) {
        clearCache();
        shellToast('error', t('auth.sessionExpired'), { id: 'session-expired' });
      }
      void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, clearCache, t]);

  // REQUIRE_ADMIN_2FA: an admin without 2FA is sent to Profile > Security, where the reason shows.
  useEffect(() => {
    setEnrolmentRequiredHandler(() => {
      shellToast('error', t('errors.codes.two_factor_setup_required'), {
        id: 'two-factor-required',
      });
      void navigate('/profile?tab=security', { replace: true });
    });
    return () => setEnrolmentRequiredHandler(null);
  }, [navigate, t]);

  const signedIn = useCallback(
    async (answer: LoginSuccess) => {
      setToken(answer.token);
      // A language picked on the sign-in page becomes the account's (its emails and files too).
      const pick = takeSignInPick();
      const user =
        pick && pick !== answer.user.preferences.language
          ? await authApi.saveLanguage(pick).catch(() => answer.user)
          : answer.user;
      await loadLanguage(user.preferences.language);
      userRef.current = user;
      setUser(user);
      void keep(user);
      return user;
    },
    [keep],
  );

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const answer = await authApi.login(credentials);
      if ('challenge' in answer) return { challenge: answer.challenge };
      return { user: await signedIn(answer) };
    },
    [signedIn],
  );

  const loginWithCode = useCallback(
    async (step: TwoFactorLoginRequest) => signedIn(await authApi.loginWithCode(step)),
    [signedIn],
  );

  const logout = useCallback(async () => {
    loggingOut.current = true;
    try {
      await authApi.logout();
    } catch {
      // The session ends on this device whatever the server says.
    } finally {
      loggingOut.current = false;
    }
    const leaving = userRef.current;
    removeToken();
    userRef.current = null;
    setUser(null);
    clearCache();
    shellToast('success', t('auth.logout.success'));
    // Actions made offline stay for their account (decision 0155): say so, they are not lost.
    if (leaving) {
      void import('../lib/offline-queue')
        .then(({ queuedActions }) => queuedActions(leaving.id))
        .then((waiting) => {
          if (waiting.length > 0)
            shellToast('blank', t('offline.queue.keptAtSignOut', { count: waiting.length }), {
              id: 'queue-kept',
              duration: 8000,
            });
        })
        .catch(() => {});
    }
    await navigate('/login', { replace: true });
  }, [navigate, clearCache, t]);

  const value = useMemo<Session>(
    () => ({ user, loading, login, loginWithCode, logout, updateUser: setUser }),
    [user, loading, login, loginWithCode, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
