/**
 * Idempotency is applied one way: every creating call (a POST answering 201) documents the
 * Idempotency-Key header, and every route that documents it is served by route-spec's
 * `idempotentRoute` (the one write, `idempotentWrite`), and only those.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writesIdempotently } from '../src/modules/route-spec';
import type { ApiRoute } from '../src/plugins/auth';
import { createDistributor, createRetailer, loginAs } from './app';
import { createMachine, createProvider } from './factories/machines';
import { countOf } from './factories/parties';
import { useTestApp } from './use-app';

const t = useTestApp();

const NOT_CREATING = new Set([
  'POST /api/auth/register',
  // Its answer holds the token, shown once: a replay would have to keep the secret in the
  // idempotency table, which must never hold one. Two clicks make two tokens, both revocable.
  'POST /api/tokens',
]);

const nameOf = (r: ApiRoute) => `${r.method} ${r.url}`;
const documentsKey = (r: ApiRoute) => {
  const headers = r.schema?.headers as { shape?: Record<string, unknown> } | undefined;
  return Boolean(headers?.shape?.['idempotency-key']);
};

describe('the one idempotency path', () => {
  it('serves exactly the routes that document the Idempotency-Key header', () => {
    const documented = t.app.apiRoutes.filter(documentsKey).map(nameOf);
    const served = t.app.apiRoutes.filter((r) => writesIdempotently(r.handler)).map(nameOf);
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'POST /api/orders/:id/receipt-confirmation',
        'POST /api/receipts',
        'POST /api/receipts/upload',
        'POST /api/webhooks',
        'POST /api/machines/selection/assign',
      ]),
    );
    expect(served).toEqual(documented);
  });

  it('does not count a handler written around it', () => {
    const route = t.app.apiRoutes.find((r) => nameOf(r) === 'GET /api/orders')!;
    expect(writesIdempotently(route.handler)).toBe(false);
  });

  it('replays a stock receipt (a route that wrote its own way before) and keeps its URL', async () => {
    const { auth } = await loginAs(t, 'admin');
    const p = await createProvider(t.database);
    const receive = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/receipts',
        headers: key ? { ...auth, 'idempotency-key': key } : auth,
        payload: {
          serviceProviderId: p.id,
          reference: 'ONCE-1',
          receiptDate: '2026-11-20',
          csv: 'serialNumber,type,model,manufacturer\nONCE-A1,POS,T-300,Telering\n',
        },
      });
    const first = await receive('receipt-once');
    const again = await receive('receipt-once');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countOf(t.database, 'stock_receipts', sql`reference = 'ONCE-1'`)).toBe(1);
    expect(
      await countOf(
        t.database,
        'idempotency_keys',
        sql`key = 'receipt-once' and path = '/api/receipts'`,
      ),
    ).toBe(1);
    // Without a key, the same request is a second receipt.
    expect((await receive()).statusCode).toBe(201);
    expect(await countOf(t.database, 'stock_receipts', sql`reference = 'ONCE-1'`)).toBe(2);
  });
});

describe('creating calls', () => {
  it('every creating route declares the Idempotency-Key header', () => {
    const creating = t.app.apiRoutes.filter((r) => {
      const response = (r.schema?.response ?? {}) as Record<string, unknown>;
      return r.method === 'POST' && '201' in response;
    });
    const names = creating.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'POST /api/assignments',
        'POST /api/machines',
        'POST /api/distributors',
        'POST /api/retailers',
        'POST /api/service-providers',
      ]),
    );
    const undocumented = creating
      .filter((r) => !NOT_CREATING.has(`${r.method} ${r.url}`))
      .filter((r) => !documentsKey(r))
      .map(nameOf);
    expect(undocumented).toEqual([]);
  });

  it('a repeated key creates one service provider and replays its answer', async () => {
    const { auth } = await loginAs(t, 'admin');
    const headers = { ...auth, 'idempotency-key': 'provider-once' };
    const payload = { name: 'Once Pay', company_name: 'Once Pay Ltd', status: 'ACTIVE' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/service-providers',
      headers,
      payload,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/service-providers',
      headers,
      payload,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/service-providers',
      headers: auth,
    });
    const named = (list.json() as { name: string }[]).filter((p) => p.name === 'Once Pay');
    expect(named).toHaveLength(1);
  });
});

describe('one key sent at once with different bodies', () => {
  it('makes one record; every other request is told the key was used for another', async () => {
    const { auth } = await loginAs(t, 'admin');
    const headers = { ...auth, 'idempotency-key': 'provider-raced' };
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/service-providers',
          headers,
          payload: { name: `Raced Pay ${i}`, company_name: 'Raced Pay Ltd', status: 'ACTIVE' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(15).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code, refused.body).toBe('idempotency_key_reused');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/service-providers',
      headers: auth,
    });
    const made = (list.json() as { name: string }[]).filter((p) => p.name.startsWith('Raced Pay'));
    expect(made).toHaveLength(1);
  });
});

describe('a body nested too deeply', () => {
  it('is refused with a 400 before its Idempotency-Key is worked out', async () => {
    const { auth } = await loginAs(t, 'admin');
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const p = await createProvider(t.database);
    const m = await createMachine(t.database, { serviceProviderId: p.id });
    const booking = {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: p.id,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [m.id],
    };
    // `createdBy` is ignored by the route: only the key's canonical form walks it.
    const createdBy = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, 'idempotency-key': 'deep-once', 'content-type': 'application/json' },
      payload: `${JSON.stringify(booking).slice(0, -1)},"createdBy":${createdBy}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body is nested more than 32 levels deep',
      code: 'body_too_deep',
      params: { max: 32 },
    });
    expect(await countOf(t.database, 'orders')).toBe(0);
  });
});
