import {
  AppMeta,
  type LoginRequest,
  LoginResponse,
  LoginSuccess,
  type Language,
  MeResponse,
  MessageResponse,
  ProfileResponse,
  type TwoFactorLoginRequest,
  type User,
} from '@dd/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { authKeys } from './keys';

/** The password step: a session, or (2FA on) a challenge for the code step. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/login', body, { schema: LoginResponse });
}

/** The code step of a 2FA sign-in: an app code or a recovery code. */
export function loginWithCode(body: TwoFactorLoginRequest): Promise<LoginSuccess> {
  return api.post('/auth/login/two-factor', body, { schema: LoginSuccess });
}

/** Saves the account's language (a choice made on the sign-in page); answers the user. */
export async function saveLanguage(language: Language): Promise<User> {
  const answer = await api.put(
    '/auth/profile',
    { preferences: { language } },
    { schema: ProfileResponse },
  );
  return answer.user;
}

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const answer = await api.get('/auth/me', { schema: MeResponse, signal });
  return answer.user;
}

export function logout(): Promise<unknown> {
  return api.post('/auth/logout', undefined, { schema: MessageResponse });
}

function fetchMeta(): Promise<AppMeta> {
  return api.get('/meta', { schema: AppMeta });
}

/** GET /meta: what the server runs with (demo mode); it does not change while the app runs. */
export function useMeta({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: authKeys.meta(), queryFn: fetchMeta, staleTime: Infinity, enabled });
}
