import type { AppMeta, LoginRequest, LoginResponse, MeResponse, User } from '@dd/contract';
import { api } from '../../lib/api';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body);
}

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const answer = await api.get<MeResponse>('/auth/me', { signal });
  return answer.user;
}

export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}

export function fetchMeta(): Promise<AppMeta> {
  return api.get<AppMeta>('/meta');
}

/** The admin account the demo seed creates (shown on the sign-in page in demo mode only). */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo@1234' } as const;
