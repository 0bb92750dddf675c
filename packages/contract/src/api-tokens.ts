import { z } from 'zod';
import { IntId, IsoDateTime, line } from './common';

/** What a personal API token may do: read only (GET/HEAD/OPTIONS) or everything its owner may. */
export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export const ApiTokenScope = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/** Every token starts with this, so a bearer value tells a token from a session at a glance. */
export const API_TOKEN_PREFIX = 'ddt_';
/** How long a token may live; the web offers 7, 30, 90 and 365 days. */
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365] as const;
/** Live (not revoked, not expired) tokens one account may hold. */
export const API_TOKEN_LIMIT = 20;

/** A token as its owner's list shows it; the secret itself is never shown again. */
export const ApiToken = z.object({
  id: IntId,
  name: z.string(),
  scope: ApiTokenScope,
  /** The token's first characters (`ddt_` and 8 more), to tell tokens apart. */
  prefix: z.string(),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  /** Past its expiry when listed: refused, kept in the list until revoked. */
  expired: z.boolean(),
  /** Null: never used. Updated at most once a minute. */
  lastUsedAt: IsoDateTime.nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** GET /tokens: the caller's own tokens that are not revoked (expired ones too), newest first. */
export const ApiTokenListResponse = z.object({ tokens: z.array(ApiToken) });
export type ApiTokenListResponse = z.infer<typeof ApiTokenListResponse>;

/** POST /tokens: a name, a scope and a lifetime in days (1 to 365). */
export const CreateApiTokenRequest = z.strictObject({
  name: line(100).min(1, 'Name is required'),
  scope: ApiTokenScope,
  expiresInDays: z.number().int().min(1).max(API_TOKEN_MAX_DAYS),
});
export type CreateApiTokenRequest = z.infer<typeof CreateApiTokenRequest>;

/** The new token, with its secret: shown once, only its SHA-256 is kept. */
export const CreateApiTokenResponse = z.object({ token: ApiToken, secret: z.string() });
export type CreateApiTokenResponse = z.infer<typeof CreateApiTokenResponse>;

/** Methods a read-only token may use: the ones that change nothing. */
export const READ_ONLY_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/** Routes outside /api/auth/ that create a sign-in: a distributor's or retailer's account. */
const CREDENTIAL_ROUTES = ['/api/distributors/:id/account', '/api/retailers/:id/account'];

/**
 * Routes an API token never reaches, whatever its scope (403 token_not_allowed): the tokens
 * themselves, the account's security (password, email and profile, 2FA, sessions, sign-out,
 * creating accounts): everything under /api/auth/ but "who am I", and every other route that
 * creates a credential. A token that leaks cannot mint more tokens, leave a login behind or lock
 * its owner out; new /api/auth/ routes are covered without a change here.
 * `url` is the route's pattern (`/api/tokens/:id`).
 */
export function isSessionOnlyRoute(method: string, url: string): boolean {
  if (url === '/api/tokens' || url.startsWith('/api/tokens/')) return true;
  if (CREDENTIAL_ROUTES.includes(url)) return true;
  if (url.startsWith('/api/auth/')) return !(method === 'GET' && url === '/api/auth/me');
  return false;
}
