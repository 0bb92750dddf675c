/**
 * Bad-input fuzzing of every registered route (fast-check): bodies and query strings built from
 * each route's own contract schema (its field names) with hostile values — wrong types, missing
 * and extra fields, huge strings and arrays, deep nesting, __proto__ keys, NUL and right-to-left
 * characters, SQL and HTML metacharacters — plus malformed JSON and wrong content types.
 * Pass: never a 5xx, never a stack trace or SQL in a body. (Every 2xx answer is checked against
 * its schema by the server's own serializer, which would turn a mismatch into a 500.)
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createDistributor, createRetailer, loginAs } from './app';
import { createMachine, createProvider } from './factories/machines';
import { useTestApp } from './use-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const t = useTestApp();
let adminToken: string;
let distributorToken: string;

beforeAll(async () => {
  adminToken = (await loginAs(t, 'admin')).token;
  const d = await createDistributor(t.database);
  await createRetailer(t.database, d.id);
  distributorToken = (await loginAs(t, 'distributor', { distributorId: d.id })).token;
  const p = await createProvider(t.database);
  await createMachine(t.database, { serviceProviderId: p.id });
});

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    "'; DROP TABLE machines; --",
    "1' OR '1'='1",
    '%_\\',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000nul\u0000',
    '\u202Eevil\u202C',
    '=HYPERLINK("http://x")',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    'all',
    '2026-02-30',
    '9999999999999999999999',
    '-1',
    '0',
    'NaN',
    'ACTIVE',
    'AVAILABLE',
    'admin',
  ),
  fc.constant('x'.repeat(200_000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, 1e308),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const deep = fc.constant(JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) as unknown);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.integer(), { minLength: 1001, maxLength: 1500 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deep },
);

/** The field names a zod object schema knows (through refinements and pipes), else none. */
function fieldNames(schema: unknown): string[] {
  let s = schema as
    | {
        shape?: Record<string, unknown>;
        def?: { in?: unknown; innerType?: unknown; schema?: unknown };
      }
    | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s.shape) return Object.keys(s.shape);
    s = (s.def?.in ?? s.def?.innerType ?? s.def?.schema) as typeof s;
  }
  return [];
}

/** An object with some of the schema's fields (hostile values), maybe extra keys. */
function bodyFor(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  const names = fieldNames(schema);
  const known = fc.record(Object.fromEntries(names.map((n) => [n, hostileValue])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'userId', 'x'),
    leaf,
    { maxKeys: 2 },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...a, ...b })) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function queryString(obj: unknown): string {
  if (!obj || typeof obj !== 'object') return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  return params.toString();
}

const idValue = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', 'abc', '99999999999', '1.5', "1'--", '%00', '1e3', 'null'),
  fc.nat().map(String),
);

const LEAKS =
  /(\bat .*\.(ts|js):\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|drizzle|syntax error at)/i;

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

function expectSafe(res: Answer, what: string) {
  expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(res.body, what).not.toMatch(LEAKS);
}

/** A JSON answer is what the route's contract says for that status (the serializer does not check). */
function expectContract(res: Answer, responses: Record<number, ZodType> | undefined, what: string) {
  const declared = responses?.[res.statusCode] as
    | ZodType
    | { content: Record<string, { schema: ZodType }> }
    | undefined;
  // A file route names each answer's type: its JSON answers (errors) are under application/json.
  const schema =
    declared && 'content' in declared ? declared.content['application/json']?.schema : declared;
  if (!schema || !String(res.headers['content-type']).includes('application/json')) return;
  const parsed = schema.safeParse(JSON.parse(res.body));
  expect(parsed.success, `${what} ${res.statusCode}: ${parsed.error?.message}`).toBe(true);
}

describe('fuzzing every route', () => {
  it('covers the registered routes', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(50);
  });

  it('survives hostile bodies, queries and ids on every route', async () => {
    // Sign-out routes would end the fuzzing session; they take no input, so they get junk only.
    const routes = t.app.apiRoutes;
    const seen: Record<string, number> = {};
    for (const route of routes) {
      const endsSession = /logout|revoke-others/.test(route.url);
      const schema = route.schema as
        | { body?: ZodType; querystring?: ZodType; response?: Record<number, ZodType> }
        | undefined;
      await fc.assert(
        fc.asyncProperty(
          idValue,
          bodyFor(schema?.body),
          bodyFor(schema?.querystring),
          fc.constantFrom('admin', 'admin', 'admin', 'distributor', 'anonymous'),
          async (id, body, query, who) => {
            const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(id));
            const qs = queryString(query);
            const token =
              endsSession || who === 'anonymous'
                ? null
                : who === 'admin'
                  ? adminToken
                  : distributorToken;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              payload:
                route.method === 'GET' || route.method === 'DELETE' ? undefined : (body as object),
              headers: token ? { authorization: `Bearer ${token}` } : {},
            });
            expectSafe(res, `${route.method} ${url}`);
            expectContract(res, schema?.response, `${route.method} ${url}`);
            const bucket = `${Math.floor(res.statusCode / 100)}xx`;
            seen[bucket] = (seen[bucket] ?? 0) + 1;
          },
        ),
        { numRuns: RUNS },
      );
    }
    // The fuzzer must also get through validation sometimes, not only bounce off it.
    expect(seen['2xx'] ?? 0).toBeGreaterThan(routes.length);
    expect(seen['4xx'] ?? 0).toBeGreaterThan(routes.length);
  }, 600_000);

  it('refuses the NUL character in every query field, body field and path id with a 400', async () => {
    // Path parts that are not ids take a valid value, so the query or body field is what is refused.
    const PATH_VALUES: Record<string, string> = { kind: 'PAN_CARD' };
    const pathValue = (name: string, id: string) => (id === '1' ? (PATH_VALUES[name] ?? id) : id);
    const NUL = 'a\u0000b';
    let checked = 0;
    for (const route of t.app.apiRoutes) {
      if (/logout|revoke/.test(route.url)) continue;
      const schema = route.schema as { body?: ZodType; querystring?: ZodType } | undefined;
      const queryFields = fieldNames(schema?.querystring);
      const bodyFields = route.method === 'GET' ? [] : fieldNames(schema?.body);
      const hasId = route.url.includes(':');
      if (queryFields.length === 0 && bodyFields.length === 0 && !hasId) continue;
      const cases = [
        // A route with a body and a query (the imports) takes its options in the query beside a
        // streamed text/csv file: without a body its body would be refused before the query.
        ...queryFields.map((f) => ({
          query: `?${f}=a%00b`,
          body: bodyFields.length ? 'x' : undefined,
          id: '1',
        })),
        ...bodyFields.map((f) => ({ query: '', body: { [f]: NUL }, id: '1' })),
        ...(hasId ? [{ query: '', body: undefined, id: '1%00' }] : []),
      ];
      for (const c of cases) {
        const url = `${route.url.replace(/:(\w+)/g, (_, name: string) => pathValue(name, c.id))}${c.query}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          payload: c.body,
          headers: {
            authorization: `Bearer ${adminToken}`,
            ...(typeof c.body === 'string' ? { 'content-type': 'text/csv' } : {}),
          },
        });
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(c.body)}`).toBe(400);
        expect(res.json().error, `${route.method} ${url}`).toBe(
          'Text cannot contain the NUL character (U+0000)',
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(t.app.apiRoutes.length);
  });

  it('refuses bodies nested 10,000 levels deep (arrays, objects, inside a field) with a 400', async () => {
    const writes = t.app.apiRoutes.filter(
      (r) => r.method !== 'GET' && r.method !== 'DELETE' && !/logout|revoke/.test(r.url),
    );
    const N = 10_000;
    const payloads = [
      `${'['.repeat(N)}${']'.repeat(N)}`,
      `${'{"a":'.repeat(N)}1${'}'.repeat(N)}`,
      `{"x":${'[{"a":'.repeat(N / 2)}1${'}]'.repeat(N / 2)}}`,
      // Unclosed: the depth is refused before the JSON is found broken.
      `{"notes":"${'['.repeat(10)}","x":${'['.repeat(N)}`,
    ];
    for (const route of writes) {
      for (const payload of payloads) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:(\w+)/g, '1'),
          payload,
          headers: {
            authorization: `Bearer ${adminToken}`,
            'content-type': 'application/json',
            'idempotency-key': `deep-${payload.length}`,
          },
        });
        const what = `${route.method} ${route.url} ${payload.slice(0, 12)}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toEqual({
          error: 'The request body is nested more than 32 levels deep',
          code: 'body_too_deep',
          params: { max: 32 },
        });
      }
    }
  }, 600_000);

  it('answers malformed JSON, wrong content types and oversize bodies with a 4xx {error}', async () => {
    const writes = t.app.apiRoutes.filter(
      (r) => r.method !== 'GET' && r.method !== 'DELETE' && !/logout|revoke/.test(r.url),
    );
    const payloads: [string, string][] = [
      ['{"a": ', 'application/json'],
      ['[1, 2', 'application/json'],
      ['{"__proto__": {"isAdmin": true}}', 'application/json'],
      ['a=1&b=2', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'text/xml'],
      ['plain', 'text/plain'],
      ['x'.repeat(7 * 1024 * 1024), 'application/json'],
    ];
    for (const route of writes) {
      for (const [payload, type] of payloads) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:(\w+)/g, '1'),
          payload,
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': type },
        });
        expectSafe(res, `${route.method} ${route.url} ${type}`);
        expect(res.statusCode, `${route.method} ${route.url} ${type}`).toBeGreaterThanOrEqual(400);
        expect(typeof res.json().error).toBe('string');
      }
    }
  }, 600_000);
});
