/**
 * The OpenAPI document names each error code under the status it is answered with. A route lists
 * its own codes (`config.errorCodes`) and the status comes from `STATUS_OF`: a code missing there
 * was documented as a 400 whatever it answered. This test reads the source for every code thrown
 * through the HTTP error helpers and checks the status the document would give it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { routeErrorCodes } from './openapi-errors';

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const HELPER_STATUS: Record<string, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
};
const THROWN =
  /\b(badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests)\(\s*'([a-z0-9_]+)'/g;
const CONSTRUCTED = /new HttpError\(\s*(\d{3}),\s*'([a-z0-9_]+)'/g;

/** Every (status, code) the source throws, with a file that throws it. */
function thrownCodes() {
  const found = new Map<string, string>();
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const [, helper, code] of text.matchAll(THROWN))
      found.set(`${HELPER_STATUS[helper!]} ${code}`, path.relative(src, file));
    for (const [, status, code] of text.matchAll(CONSTRUCTED))
      found.set(`${status} ${code}`, path.relative(src, file));
  }
  return found;
}

/**
 * The codes a route gets from its shape alone (session, access, `:id`, body, key; an API token's
 * session-only paths), and those answered before any route (a slow body, a type not taken: their
 * statuses are documented on every route that takes a body).
 */
const derived = new Set<string>([
  'token_not_allowed',
  'request_timeout',
  'unsupported_media_type',
  ...Object.values(
    routeErrorCodes({
      url: '/api/things/:id',
      method: 'POST',
      schema: { body: {}, headers: { shape: { 'idempotency-key': {} } } },
      config: { access: 'machines:write' },
    }),
  ).flat(),
]);

describe('the status each error code is documented with', () => {
  it('is the status the code is thrown with', () => {
    const thrown = thrownCodes();
    expect(thrown.size).toBeGreaterThan(30);
    const wrong = [...thrown]
      .map(([key, file]) => {
        const [status, code] = key.split(' ') as [string, ErrorCode];
        if (derived.has(code)) return null;
        const documented = routeErrorCodes({
          url: '/api/x',
          schema: {},
          config: { errorCodes: [code] },
        });
        return documented[Number(status)]?.includes(code) ? null : `${code} (${status}, ${file})`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });
});
