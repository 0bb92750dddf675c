import { AppMeta, MachineListResponse, OkResponse, OrderDetailResponse } from '@dd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import {
  AnswerMismatchError,
  ApiError,
  api,
  buildUrl,
  fileNameFromDisposition,
  setUnauthorizedHandler,
} from './api';
import { getToken, setToken } from './auth-storage';

afterEach(() => setUnauthorizedHandler(null));

const machines = { schema: MachineListResponse };

describe('api client', () => {
  it('sends JSON with the bearer token from local storage', async () => {
    setToken('abc');
    const calls = mockFetch({ 'POST /orders': { status: 201, body: { ok: true } } });
    await expect(api.post('/orders', { notes: 'x' }, { schema: OkResponse })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.headers.authorization).toBe('Bearer abc');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ notes: 'x' });
  });

  it('sends no Authorization header without a token', async () => {
    const calls = mockFetch({
      'GET /meta': { body: { demoMode: true, version: '1', requireAdminTwoFactor: false } },
    });
    await api.get('/meta', { schema: AppMeta });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it("throws ApiError with the answer's error text and status", async () => {
    const body = {
      error: 'Order is delivered',
      code: 'invalid_transition',
      params: { from: 'DELIVERED', to: 'PENDING' },
    };
    mockFetch({ 'PUT /orders/1/status': { status: 409, body } });
    const error = await api
      .put('/orders/1/status', { status: 'PENDING' }, { schema: OrderDetailResponse })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Order is delivered',
      kind: 'http',
      code: 'invalid_transition',
      params: { from: 'DELIVERED', to: 'PENDING' },
    });
  });

  it('on a 401 removes the token and calls the registered handler', async () => {
    setToken('old');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ 'GET /machines': { status: 401, body: { error: 'Unauthorized' } } });
    await expect(api.get('/machines', machines)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('marks unreachable servers', async () => {
    mockFetch({ 'GET /machines': 'network-error', 'GET /orders': { status: 502 } });
    await expect(api.get('/machines', machines)).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
    await expect(api.get('/orders', { schema: OkResponse })).rejects.toMatchObject({
      status: 502,
      kind: 'unavailable',
    });
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/machines', { status: 'AVAILABLE', type: undefined, search: '' })).toBe(
      '/api/machines?status=AVAILABLE',
    );
    expect(buildUrl('/retailers')).toBe('/api/retailers');
  });
});

describe("answers held to the contract's schemas", () => {
  it('answers what the schema reads: fields it does not name are left out', async () => {
    mockFetch({
      'GET /meta': {
        body: { demoMode: false, version: '2', requireAdminTwoFactor: true, build: 'x' },
      },
    });
    await expect(api.get('/meta', { schema: AppMeta })).resolves.toEqual({
      demoMode: false,
      version: '2',
      requireAdminTwoFactor: true,
    });
  });

  it('refuses an answer that does not match, naming the call and the field', async () => {
    mockFetch({ 'GET /meta': { body: { demoMode: 'yes', version: '2' } } });
    const error = await api.get('/meta', { schema: AppMeta }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerMismatchError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(String(error)).toContain('GET /meta: the answer does not match the contract');
    expect(String(error)).toContain('demoMode');
    expect(String(error)).toContain('requireAdminTwoFactor');
  });

  it('refuses a JSON answer that is no object at all', async () => {
    mockFetch({ 'PUT /orders/1/status': { body: ['DELIVERED'] } });
    await expect(
      api.put('/orders/1/status', { status: 'DELIVERED' }, { schema: OrderDetailResponse }),
    ).rejects.toBeInstanceOf(AnswerMismatchError);
  });

  it('takes no call without the schema of its answer (checked by npm run typecheck)', () => {
    // Never run: `npm run typecheck` fails if one of these calls is accepted.
    const unchecked = [
      // @ts-expect-error a GET without the schema of its answer
      () => api.get('/meta'),
      // @ts-expect-error a POST without one
      () => api.post('/orders', { notes: 'x' }),
      // @ts-expect-error the schema of another answer than the type the caller names
      () => api.get<OkResponse>('/meta', { schema: AppMeta }),
    ];
    expect(unchecked).toHaveLength(3);
  });
});

describe('file answers', () => {
  it("reads the server's file name", () => {
    expect(fileNameFromDisposition('attachment; filename="machines-report-2024-05-01.csv"')).toBe(
      'machines-report-2024-05-01.csv',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''a%20b.xlsx")).toBe('a b.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });

  it('streams a file, telling the bytes received; a 401 ends the session as any call does', async () => {
    const chunks = ['ID,Name\r\n', '1,Asha\r\n'].map((text) => new TextEncoder().encode(text));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        });
        return new Response(body, {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="r.csv"',
          },
        });
      }),
    );
    const received: number[] = [];
    const file = await api.download('/reports/machines/export', {
      onProgress: (bytes) => received.push(bytes),
    });
    expect(file.filename).toBe('r.csv');
    expect(await file.blob.text()).toBe('ID,Name\r\n1,Asha\r\n');
    expect(received).toEqual([0, 9, 17]);
    vi.unstubAllGlobals();

    setToken('old');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ 'GET /reports/machines/export': { status: 401, body: { error: 'Unauthorized' } } });
    await expect(
      api.download('/reports/machines/export', { onProgress: () => {} }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });
});
