import type {
  AppMeta,
  LoginRequest,
  LoginResponse,
  LoginSuccess,
  Language,
  MeResponse,
  ProfileResponse,
  TwoFactorLoginRequest,
  User,
} from '@dd/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { authKeys } from './keys';

/** The password step: a session, or (2FA on) a challenge for the code step. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body);
}

/** The code step of a 2FA sign-in: an app code or a recovery code. */
export function loginWithCode(body: TwoFactorLoginRequest): Promise<LoginSuccess> {
  return api.post<LoginSuccess>('/auth/login/two-factor', body);
}

/** Saves the account's language (a choice made on the sign-in page); answers the user. */
export async function saveLanguage(language: Language): Promise<User> {
  const answer = await api.put<ProfileResponse>('/auth/profile', { preferences: { language } });
  return answer.user;
}

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const answer = await api.get<MeResponse>('/auth/me', { signal });
  return answer.user;
}

export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}

function fetchMeta(): Promise<AppMeta> {
  return api.get<AppMeta>('/meta');
}

/** GET /meta: what the server runs with (demo mode); it does not change while the app runs. */
export function useMeta({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: authKeys.meta(), queryFn: fetchMeta, staleTime: Infinity, enabled });
}
