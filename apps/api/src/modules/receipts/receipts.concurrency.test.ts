import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/db';
import { createProvider } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';
import { device, receiptKit, uniqueSerial } from '../../../test/kits/receipts';

if (!onPostgres) {
  console.warn('Concurrent receipt scans SKIPPED: they need PostgreSQL (set DATABASE_URL)');
}

/** Real parallel requests on PostgreSQL's pool: two clerks, one receipt. */
describe.runIf(onPostgres)('two clerks scanning one receipt at once (PostgreSQL)', () => {
  const t = useTestApp();
  const clerk1 = t.signIn('admin');
  const clerk2 = t.signIn('admin');
  const k = receiptKit(t);
  let p = 0;
  beforeAll(async () => {
    p = (await createProvider(t.database)).id;
  });

  it('counts each expected serial once however many scans race', async () => {
    const serials = Array.from({ length: 10 }, () => uniqueSerial('CC'));
    const id = (await k.create(clerk1, p, { items: serials.map((s) => device(s)) })).json().receipt
      .id;
    const answers = await Promise.all(
      serials.flatMap((s) => [1, 2, 3].map((n) => k.scan(n === 2 ? clerk2 : clerk1, id, s))),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const results = answers.map((a) => a.json().result as string);
    expect(results.filter((r) => r === 'received')).toHaveLength(10);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(20);
    const { receipt } = (await k.call(clerk1, 'GET', `/api/receipts/${id}`)).json();
    expect(receipt.progress).toEqual({ expected: 10, received: 10, missing: 0, unexpected: 0 });
  });

  it('two pasted lists in opposite orders both land, each serial counted once', async () => {
    const serials = Array.from({ length: 40 }, () => uniqueSerial('CB'));
    const strays = Array.from({ length: 10 }, () => uniqueSerial('UB'));
    const id = (await k.create(clerk1, p, { items: serials.map((s) => device(s)) })).json().receipt
      .id;
    const list = [...serials, ...strays];
    const answers = await Promise.all([
      k.scanBatch(clerk1, id, list),
      k.scanBatch(clerk2, id, list.toReversed()),
      k.scanBatch(clerk1, id, list.slice(20)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const results = answers.flatMap((a) => a.json().scans.map((s: { result: string }) => s.result));
    expect(results.filter((r) => r === 'received')).toHaveLength(40);
    expect(results.filter((r) => r === 'unexpected')).toHaveLength(10);
    const { receipt } = (await k.call(clerk1, 'GET', `/api/receipts/${id}`)).json();
    expect(receipt.progress).toEqual({ expected: 40, received: 40, missing: 0, unexpected: 10 });
  });

  it('adds a racing unexpected serial once', async () => {
    const id = (await k.create(clerk1, p, { items: [device(uniqueSerial('CC'))] })).json().receipt
      .id;
    const stray = uniqueSerial('UX');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => k.scan(n % 2 ? clerk2 : clerk1, id, stray)),
    );
    const results = answers.map((a) => a.json().result as string).sort();
    expect(results).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'unexpected',
    ]);
    expect(await k.count('stock_receipt_items', sql`receipt_id = ${id} AND NOT expected`)).toBe(1);
  });

  it('a close racing scans: each scan lands before the close or is refused after it', async () => {
    const serials = Array.from({ length: 8 }, () => uniqueSerial('CZ'));
    const id = (await k.create(clerk1, p, { items: serials.map((s) => device(s)) })).json().receipt
      .id;
    const [close, ...scans] = await Promise.all([
      k.close(clerk2, id),
      ...serials.map((s) => k.scan(clerk1, id, s)),
    ]);
    expect(close.statusCode).toBe(200);
    const landed = scans.filter((a) => a.statusCode === 200).length;
    expect(scans.filter((a) => a.statusCode === 409).length).toBe(8 - landed);
    // Every scan that answered "received" became a machine: none was lost by the close.
    const machines = await k.machinesOf(serials);
    expect(machines).toHaveLength(landed);
    const { receipt } = (await k.call(clerk1, 'GET', `/api/receipts/${id}`)).json();
    expect(receipt.progress).toMatchObject({ received: landed, missing: 8 - landed });
  });
});
