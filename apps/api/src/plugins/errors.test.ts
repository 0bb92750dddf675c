import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

/** The errors plugin alone, with a route that throws what it is given. */
async function answerTo(err: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw err;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json() as { code: string } };
}

/** Drizzle wraps the driver's error as the cause of its own. */
const wrapped = (cause: Error) =>
  Object.assign(new Error('Failed query: insert into orders ... params: 1,2'), { cause });

describe('errors plugin: a lost database connection is a 503, not a 500', () => {
  it.each([
    ['a terminated backend (57P01)', Object.assign(new Error('terminating'), { code: '57P01' })],
    [
      'a client that lost its server',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
  ])('%s', async (_name, cause) => {
    expect(await answerTo(wrapped(cause))).toEqual({
      status: 503,
      body: expect.objectContaining({ code: 'db_unavailable' }),
    });
  });

  it('any other failure stays a 500 without details', async () => {
    expect(await answerTo(wrapped(new Error('something else')))).toEqual({
      status: 500,
      body: { error: 'Internal server error', code: 'internal' },
    });
  });
});
