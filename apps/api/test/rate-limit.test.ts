import { expect, it } from 'vitest';
import { useTestApp } from './use-app';

const t = useTestApp({ rateLimitPerMinute: 5 });

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
