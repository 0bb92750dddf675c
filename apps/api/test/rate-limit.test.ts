import { expect, it } from 'vitest';
import { useTestApp } from './use-app';

const t = useTestApp({ rateLimitPerMinute: 5 });

type Headers = Record<string, unknown>;
type Answer = { $ref?: string; headers?: Headers };
type Doc = {
  components: { headers: Headers; responses: Record<string, Answer> };
  paths: Record<string, { get: { responses: Record<string, Answer> } }>;
};

it('answers 429 with a clear error once an IP exceeds its request budget', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    statuses.push((await t.app.inject({ method: 'GET', url: '/api/meta' })).statusCode);
  }
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  const res = await t.app.inject({ method: 'GET', url: '/api/meta' });
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toMatch(/Too many requests/);
});

it('tells every answer its budget (RateLimit-*), a 429 when to retry, as the document declares', async () => {
  const other = { remoteAddress: '10.9.8.7' };
  const first = await t.app.inject({ method: 'GET', url: '/api/meta', ...other });
  const window = Number(first.headers['ratelimit-reset']);
  expect(first.headers).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '4' });
  expect(window).toBeGreaterThan(0);
  expect(window).toBeLessThanOrEqual(60);
  expect(first.headers['retry-after']).toBeUndefined();
  // An error answer carries them too.
  const refused = await t.app.inject({ method: 'GET', url: '/api/machines', ...other });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['ratelimit-remaining']).toBe('3');
  for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/meta', ...other });
  const limited = await t.app.inject({ method: 'GET', url: '/api/meta', ...other });
  expect(limited.statusCode).toBe(429);
  expect(limited.headers).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '0' });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

  const doc = t.app.swagger() as never as Doc;
  expect(Object.keys(doc.components.headers)).toEqual([
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
    'Retry-After',
  ]);
  // An error answer may be a shared one (components.responses), referred to by name.
  const answers = doc.paths['/api/meta']!.get.responses;
  const meta = (status: string) => {
    const answer = answers[status]!;
    return answer.$ref ? doc.components.responses[answer.$ref.split('/').pop()!]! : answer;
  };
  for (const status of ['200', '429'])
    expect(meta(status).headers).toMatchObject({
      'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
      'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
      'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
    });
  expect(meta('429').headers!['Retry-After']).toEqual({
    $ref: '#/components/headers/Retry-After',
  });
  expect(meta('200').headers!['Retry-After']).toBeUndefined();
  // The health probes are not counted, so they declare none.
  expect(doc.paths['/api/health/live']!.get.responses['200']!.headers).toBeUndefined();
});
