import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown } | 'network-error';
type Handler = (call: MockCall) => Answer | Promise<Answer>;

/**
 * Stubs global fetch. `routes` maps 'METHOD /path' (path without the /api base and query)
 * to an answer; anything else answers 404 { error: 'Not found' }. Returns the calls seen.
 */
export function mockFetch(routes: Record<string, Answer | Handler>): MockCall[] {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, body, headers };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer: Answer =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { error: 'Not found' } });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The URL (with its query) of the n-th fetch call the shared fetch mock saw (last by default). */
export function fetchUrl(index = -1): URL {
  const calls = vi.mocked(fetch).mock.calls;
  const call = calls.at(index);
  return new URL(String(call?.[0]), 'http://localhost');
}

/** Every fetch URL for `path` (without /api), with its query. */
export function fetchUrls(path: string): URL[] {
  return vi
    .mocked(fetch)
    .mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`);
}

/** The query strings sent to GET /api<path>, in order. */
export function queriesTo(path: string): URLSearchParams[] {
  return fetchUrls(path).map((url) => url.searchParams);
}
