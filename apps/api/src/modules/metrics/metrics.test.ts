import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createDistributor, createRetailer } from '../../../test/app';
import { createMachines, createProvider } from '../../../test/factories/machines';
import { postOrder } from '../../../test/requests';
import { useTestApp } from '../../../test/use-app';
import { onPostgres } from '../../../test/db';
import { enqueue } from '../../platform/queue';
import { createMetrics } from './registry';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ metricsToken: TOKEN });
const admin = t.signIn('admin');

const scrape = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress });

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('counts requests by route pattern, method and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/machines/987654', headers: admin.auth });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{route="/api/machines/:id",method="GET",status="404"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{route="unmatched",method="GET",status="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('reads machines by status, open orders, jobs and the outbox lag from the database', async () => {
    const provider = await createProvider(t.database);
    const machines = await createMachines(t.database, 3, { serviceProviderId: provider.id });
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const booked = await postOrder(t, admin.auth, {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      machineIds: [machines[0]!.id],
    });
    expect(booked.statusCode).toBe(201);
    await enqueue(t.database.db, [{ kind: 'metrics-test' }, { kind: 'metrics-test' }]);
    await t.database.db.execute(sql`UPDATE outbox_events SET dispatched_at = now()`);
    await t.database.db.execute(
      sql`INSERT INTO outbox_events (type, at, entity_type, entity_id, payload)
          VALUES ('order.created', now() - interval '90 seconds', 'order', 1,
                  '{"orderNumber": "ORD-1", "quantity": 1, "status": "PENDING"}')`,
    );

    const text = (await scrape()).body;
    expect(sample(text, 'dd_machines{status="AVAILABLE"}')).toBe(2);
    expect(sample(text, 'dd_machines{status="ASSIGNED"}')).toBe(1);
    expect(sample(text, 'dd_machines{status="RETIRED"}')).toBe(0);
    expect(sample(text, 'dd_orders_open{status="PENDING"}')).toBe(1);
    expect(sample(text, 'dd_orders_open{status="APPROVED"}')).toBe(0);
    expect(sample(text, 'dd_jobs{kind="metrics-test",state="queued"}')).toBe(2);
    expect(sample(text, 'dd_jobs{kind="metrics-test",state="dead"}')).toBe(0);
    expect(sample(text, 'dd_outbox_lag_seconds')).toBeGreaterThanOrEqual(89);

    await t.database.db.execute(sql`UPDATE jobs SET status = 'dead' WHERE kind = 'metrics-test'`);
    await t.database.db.execute(sql`UPDATE outbox_events SET dispatched_at = now()`);
    const after = (await scrape()).body;
    expect(sample(after, 'dd_jobs{kind="metrics-test",state="queued"}')).toBe(0);
    expect(sample(after, 'dd_jobs{kind="metrics-test",state="dead"}')).toBe(2);
    expect(sample(after, 'dd_outbox_lag_seconds')).toBe(0);
  });

  it('answers only with the token, or to a caller on this machine not relayed by a proxy', async () => {
    const refused = await scrape({}, '10.1.2.3');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'metrics_forbidden' });
    expect((await scrape({ 'x-forwarded-for': '10.1.2.3' })).statusCode).toBe(403);
    expect(
      (await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '10.1.2.3')).statusCode,
    ).toBe(403);
    // A signed-in user is no metrics reader.
    expect((await scrape(admin.auth, '10.1.2.3')).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '10.1.2.3')).statusCode).toBe(200);
    expect((await scrape({}, '::1')).statusCode).toBe(200);
  });
});

describe('while the database is down', () => {
  it('still answers, with the process metrics and the failed reads counted', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const scrapeOther = () => other.app.inject({ method: 'GET', url: '/api/metrics' });
    const first = await scrapeOther();
    // A scrape reports the failures of those before it (the counter is read as they run).
    const second = await scrapeOther();
    await other.app.close();
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(sample(second.body, 'dd_metrics_db_read_failures_total')).toBe(4);
  });
});

describe('aggregation across a cluster', () => {
  it('sums what each process counts, and takes the max of what they all read from the database', async () => {
    const json = await createMetrics(t.database).registry.getMetricsAsJSON();
    const aggregator = (name: string) => json.find((m) => m.name === name)?.aggregator;
    expect(aggregator('http_request_duration_seconds')).toBe('sum');
    for (const name of ['dd_machines', 'dd_orders_open', 'dd_jobs', 'dd_outbox_lag_seconds']) {
      expect(aggregator(name)).toBe('max');
    }
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('shows the connection pool in use', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'dd_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'dd_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'dd_db_pool_waiting')).toBe(0);
  });
});
