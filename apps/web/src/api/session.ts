import type { LoginRequest, TwoFactorLoginRequest, User } from '@dd/contract';
import { createContext, useContext } from 'react';

/** A sign-in's password step: signed in, or (2FA on) a challenge for the code step. */
type LoginOutcome = { user: User } | { challenge: string };

/** The signed-in user and what changes it; app/session.tsx provides it. */
export interface Session {
  /** The signed-in user, or null when signed out. */
  user: User | null;
  /** True while a stored token is being checked (GET /auth/me). */
  loading: boolean;
  login: (credentials: LoginRequest) => Promise<LoginOutcome>;
  /** The code step of a 2FA sign-in. */
  loginWithCode: (step: TwoFactorLoginRequest) => Promise<User>;
  logout: () => Promise<void>;
  /** Replaces the user after a profile change (e.g. new preferences). */
  updateUser: (user: User) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** For screens that only render behind the sign-in guard. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a signed-in user');
  return user;
}

/** The signed-in user's id, or undefined (signed out, or outside the session provider). */
export function useSignedInId(): number | undefined {
  return useContext(SessionContext)?.user?.id;
}
