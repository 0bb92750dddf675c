import type { UserType } from '@dd/contract';
import type { TestApp } from './app';

/** The security headers the API sends on every answer (plugins/security.ts), as the tests expect them. */
export const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Books machines through the real route: POST /api/orders, a machine allotment unless told. */
export function postOrder(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  body: { distributorId: number; serviceProviderId: number } & Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { orderType: 'MACHINE_ALLOTMENT', ...body },
  });
}

/** A call as `who` (a signed-in account): `method url`, with a JSON body when given. */
export function send(
  t: Pick<TestApp, 'app'>,
  who: { auth: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * A sign-in through the real route (POST /api/auth/login) from the address `ip`, answered as it
 * is: for the tests of failed sign-ins and their throttle and events.
 */
export function signInFrom(
  t: Pick<TestApp, 'app'>,
  ip: string,
  payload: { email: string; password: string; userType: UserType },
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers,
    payload,
  });
}
