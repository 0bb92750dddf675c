import type { LoginRequest, User } from '@dd/contract';
import { createContext, useContext } from 'react';

/** The signed-in user and what changes it; app/session.tsx provides it. */
export interface Session {
  /** The signed-in user, or null when signed out. */
  user: User | null;
  /** True while a stored token is being checked (GET /auth/me). */
  loading: boolean;
  login: (credentials: LoginRequest) => Promise<User>;
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
