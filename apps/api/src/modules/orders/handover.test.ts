import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookNewMachines, useOrdersOfRetailerA } from '../../../test/factories/orders';
import { onPostgres } from '../../../test/db';
import { brokenInvariants } from '../../../test/process/invariants';
import { send } from '../../../test/requests';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

if (!onPostgres)
  console.warn('Concurrent confirmation test SKIPPED: it needs PostgreSQL (set DATABASE_URL)');

const t = useTestApp();
const w = useTwoDistributors(t);
const toRetailerOfA = useOrdersOfRetailerA(t, w);

type Headers = { authorization: string };

/** An order of distributor A (via its retailer) with n machines, moved to `status`. */
async function orderOfA(n = 3, status: 'APPROVED' | 'IN_PROGRESS' = 'IN_PROGRESS') {
  const { id, order } = await bookNewMachines(t, w.admin, toRetailerOfA(), n);
  for (const s of status === 'IN_PROGRESS' ? ['APPROVED', 'IN_PROGRESS'] : ['APPROVED']) {
    expect((await setStatus(id, s)).statusCode).toBe(200);
  }
  return { id, ms: order.machines, serials: order.machines.map((m) => m.serialNumber) };
}

const setStatus = (id: number, status: string, notes?: string) =>
  send(t, w.admin, 'PUT', `/api/orders/${id}/status`, { status, notes });
const detail = (id: number, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
const confirm = (id: number, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/receipt-confirmation`,
    headers,
    payload,
  });
const newCode = (id: number, headers: Headers = w.admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/handover-code`, headers });

async function storedCode(id: number) {
  const [r] = await readRows<{ code: string | null; failures: number; locked: boolean }>(
    t.database.db,
    sql`select handover_code as code, handover_failures as failures,
               handover_locked_at is not null as locked from orders where id = ${id}`,
  );
  return r!;
}
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

/** A confirmation refused because the order (in `status`) is not Out for Delivery. */
function expectNotOutForDelivery(res: Awaited<ReturnType<typeof confirm>>, status: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 'handover_not_out_for_delivery', params: { status } });
}

describe('the hand-over code', () => {
  it('is made when the order goes Out for Delivery and shown to admins only', async () => {
    const { id } = await orderOfA(1, 'APPROVED');
    expect((await storedCode(id)).code).toBeNull();
    expect((await detail(id, w.admin.auth)).json().order.handover).toBeNull();
    await setStatus(id, 'IN_PROGRESS');
    const { code } = await storedCode(id);
    expect(code).toMatch(/^\d{6}$/);
    const admin = (await detail(id, w.admin.auth)).json().order.handover;
    expect(admin).toMatchObject({ code, issued: true, triesLeft: 5, locked: false });
    for (const who of [w.distA, w.retA]) {
      const res = await detail(id, who.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.handover).toMatchObject({ code: null, issued: true, triesLeft: 5 });
      expect(res.body).not.toContain(code!);
    }
    // A delivery note on the same status keeps the code.
    await setStatus(id, 'IN_PROGRESS', 'Courier left the hub');
    expect((await storedCode(id)).code).toBe(code);
  });
});

describe('POST /orders/{id}/receipt-confirmation', () => {
  it('delivers the order: received by who and when, states, timeline, machine history', async () => {
    const { id, ms, serials } = await orderOfA(4);
    const { code } = await storedCode(id);
    const res = await confirm(id, w.distA.auth, {
      code,
      received: [serials[0], serials[1]!.toLowerCase()],
      missing: [serials[2]],
      damaged: [serials[3]],
      note: 'Box 2 arrived open',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order.status).toBe('DELIVERED');
    expect(order.receipt).toMatchObject({
      by: { id: w.distA.user.id, name: w.distA.user.name },
      notes: 'Box 2 arrived open',
    });
    expect(Date.now() - Date.parse(order.receipt.at)).toBeLessThan(60_000);
    const stateOf = Object.fromEntries(
      order.machines.map((m: { serialNumber: string; receiptState: string }) => [
        m.serialNumber,
        m.receiptState,
      ]),
    );
    expect(stateOf).toEqual({
      [serials[0]!]: 'RECEIVED',
      [serials[1]!]: 'RECEIVED',
      [serials[2]!]: 'MISSING',
      [serials[3]!]: 'DAMAGED',
    });
    const last = order.timeline.at(-1);
    expect(last).toMatchObject({
      status: 'DELIVERED',
      confirmation: 'confirmed',
      notes: 'Box 2 arrived open',
      by: { id: w.distA.user.id },
    });
    // Damaged: MAINTENANCE, out of A's assignment; received and missing stay with A.
    const machines = await readRows<{ id: number; status: string; distributor_id: number | null }>(
      t.database.db,
      sql`select id, status, distributor_id from machines where id = any(${sql.param(ms.map((m) => m.id))}::int[]) order by id`,
    );
    const byId = new Map(machines.map((m) => [m.id, m]));
    expect(byId.get(ms[3]!.id)).toMatchObject({ status: 'MAINTENANCE', distributor_id: null });
    for (const m of ms.slice(0, 3))
      expect(byId.get(m.id)).toMatchObject({ status: 'ASSIGNED', distributor_id: w.a.id });
    // The holder reads "confirmed received" in its machine's history.
    const history = await send(t, w.distA, 'GET', `/api/reports/machine-history/${ms[0]!.id}`);
    const entry = history
      .json()
      .history.find((e: { action: string }) => e.action === 'machine.receipt_confirmed');
    expect(entry).toMatchObject({
      actor: { name: w.distA.user.name },
      details: { orderId: id, confirmedBy: w.distA.user.name, state: 'RECEIVED' },
    });
    const flagged = await readRows<{ entity_id: number; action: string }>(
      t.database.db,
      sql`select entity_id, action from audit_log where entity_type = 'machine'
          and action in ('machine.reported_missing', 'machine.reported_damaged') and entity_id = any(${sql.param(ms.map((m) => m.id))}::int[]) order by entity_id`,
    );
    expect(flagged).toEqual([
      { entity_id: ms[2]!.id, action: 'machine.reported_missing' },
      { entity_id: ms[3]!.id, action: 'machine.reported_damaged' },
    ]);
    expect(await brokenInvariants(t.database.db)).toEqual([]);
    // A reused code: the order is no longer Out for Delivery.
    const again = await confirm(id, w.distA.auth, { code, received: serials });
    expectNotOutForDelivery(again, 'DELIVERED');
  });

  it('lets an admin confirm for the distributor', async () => {
    const { id, serials } = await orderOfA(2);
    const res = await confirm(id, w.admin.auth, {
      code: (await storedCode(id)).code,
      received: serials,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.receipt.by.id).toBe(w.admin.user.id);
  });

  it('refuses the retailer (403), another distributor (404) and unknown orders (404)', async () => {
    const { id, serials } = await orderOfA(1);
    const { code } = await storedCode(id);
    const body = { code, received: serials };
    expect((await confirm(id, w.retA.auth, body)).statusCode).toBe(403);
    const other = await confirm(id, w.distB.auth, body);
    expect(other.statusCode).toBe(404);
    const missing = await confirm(99_999_999, w.distB.auth, body);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(await storedCode(id)).toMatchObject({ failures: 0 });
    expect((await detail(id, w.admin.auth)).json().order.status).toBe('IN_PROGRESS');
  });

  it('refuses an order that is not Out for Delivery', async () => {
    const { id, serials } = await orderOfA(1, 'APPROVED');
    const res = await confirm(id, w.distA.auth, { code: '123456', received: serials });
    expectNotOutForDelivery(res, 'APPROVED');
  });

  it('a confirmation sent again with its Idempotency-Key (queued offline) replays its answer', async () => {
    const { id, serials } = await orderOfA(2);
    const { code } = await storedCode(id);
    const once = () =>
      confirm(id, { ...w.distA.auth, 'idempotency-key': `handover-${id}` } as Headers, {
        code,
        received: serials,
      });
    const first = await once();
    const again = await once();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().order.status).toBe('DELIVERED');
    const confirmed = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'order' and entity_id = ${id} and action = 'order.receipt_confirmed'`,
    );
    expect(confirmed[0]!.n).toBe(1);
  });

  it('a wrong code sent again with its Idempotency-Key replays its refusal and costs one try', async () => {
    const { id, serials } = await orderOfA(1);
    const { code } = await storedCode(id);
    const keyed = (key: string, sent: string | null) =>
      confirm(id, { ...w.distA.auth, 'idempotency-key': key } as Headers, {
        code: sent,
        received: serials,
      });
    const wrong = wrongOf(code!);
    // Sent together (a double tap) and again (the offline queue after a lost answer).
    const answers = [
      ...(await Promise.all([keyed('wrong-once', wrong), keyed('wrong-once', wrong)])),
      await keyed('wrong-once', wrong),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'handover_code_invalid', params: { triesLeft: 4 } });
    }
    expect((await storedCode(id)).failures).toBe(1);
    // The same key with another body is another request; a new key is a new try.
    expect((await keyed('wrong-once', code)).json().code).toBe('idempotency_key_reused');
    expect((await keyed('wrong-twice', wrong)).json().params).toEqual({ triesLeft: 3 });
    expect((await storedCode(id)).failures).toBe(2);
    // The try that locks is kept too: sent again, it answers the lock without counting.
    for (const key of ['w3', 'w4']) await keyed(key, wrong);
    for (let i = 0; i < 2; i++)
      expect((await keyed('w5', wrong)).json().code).toBe('handover_locked');
    expect(await storedCode(id)).toMatchObject({ failures: 5, locked: true });
    const tries = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'order' and entity_id = ${id}
           and action in ('order.handover_code_failed', 'order.handover_locked')`,
    );
    expect(tries[0]!.n).toBe(5);
  });

  it('counts wrong codes (kept although the call fails), locks at 5, an admin unlocks', async () => {
    const { id, serials } = await orderOfA(1);
    const { code } = await storedCode(id);
    const wrong = wrongOf(code!);
    for (const left of [4, 3, 2, 1]) {
      const res = await confirm(id, w.distA.auth, { code: wrong, received: serials });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'handover_code_invalid',
        params: { triesLeft: left },
      });
      expect((await storedCode(id)).failures).toBe(5 - left);
    }
    const fifth = await confirm(id, w.distA.auth, { code: wrong, received: serials });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().code).toBe('handover_locked');
    expect(await storedCode(id)).toMatchObject({ failures: 5, locked: true });
    // Locked: even the right code answers the lock code.
    const right = await confirm(id, w.distA.auth, { code, received: serials });
    expect(right.json().code).toBe('handover_locked');
    expect((await detail(id, w.distA.auth)).json().order.handover).toMatchObject({
      locked: true,
      triesLeft: 0,
    });
    // Only an admin issues a new code; the old one stops working.
    expect((await newCode(id, w.distA.auth)).statusCode).toBe(403);
    const issued = await newCode(id);
    expect(issued.statusCode).toBe(200);
    const fresh = issued.json().order.handover;
    expect(fresh).toMatchObject({ locked: false, triesLeft: 5 });
    expect(fresh.code).toMatch(/^\d{6}$/);
    expect(await storedCode(id)).toMatchObject({ code: fresh.code, failures: 0, locked: false });
    const audit = await readRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'order' and entity_id = ${id} and action like 'order.handover%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      ...Array(4).fill('order.handover_code_failed'),
      'order.handover_locked',
      'order.handover_code_issued',
    ]);
    if (fresh.code !== code) {
      const old = await confirm(id, w.distA.auth, { code, received: serials });
      expect(old.json().code).toBe('handover_code_invalid');
    }
    const ok = await confirm(id, w.distA.auth, { code: fresh.code, received: serials });
    expect(ok.statusCode).toBe(200);
  });

  it('names unknown, foreign, repeated and unaccounted serials (400) and changes nothing', async () => {
    const { id, serials } = await orderOfA(3);
    const other = await orderOfA(1);
    const { code } = await storedCode(id);
    const cases: [Record<string, unknown>, string, string[]][] = [
      [{ received: [...serials, 'NOPE-1'] }, 'receipt_serials_unknown', ['NOPE-1']],
      [{ received: [...serials, other.serials[0]] }, 'receipt_serials_unknown', other.serials],
      [
        { received: serials, damaged: [serials[0]], note: 'x' },
        'receipt_serials_repeated',
        [serials[0]!],
      ],
      [{ received: serials.slice(0, 2) }, 'receipt_serials_unaccounted', [serials[2]!]],
    ];
    for (const [body, errorCode, named] of cases) {
      const res = await confirm(id, w.distA.auth, { code, ...body });
      expect(res.statusCode, errorCode).toBe(400);
      expect(res.json()).toMatchObject({ code: errorCode, params: { serials: named } });
    }
    const noNote = await confirm(id, w.distA.auth, {
      code,
      received: serials.slice(1),
      missing: [serials[0]],
    });
    expect(noNote.json().code).toBe('receipt_note_required');
    const bad = await confirm(id, w.distA.auth, { code: '12ab', received: serials });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const order = (await detail(id, w.admin.auth)).json().order;
    expect(order.status).toBe('IN_PROGRESS');
    expect(order.machines.every((m: { receiptState: null }) => m.receiptState === null)).toBe(true);
    expect(await storedCode(id)).toMatchObject({ failures: 0 });
  });

  it('records "marked delivered without confirmation" when an admin sets Delivered', async () => {
    const { id } = await orderOfA(1);
    const res = await setStatus(id, 'DELIVERED', 'Signed by owner');
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order.receipt).toBeNull();
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'DELIVERED',
      confirmation: 'unconfirmed',
    });
    expect(order.timeline[0].confirmation).toBeNull();
  });

  it('answers handover_code_not_issued when an order went out before codes existed', async () => {
    const { id, serials } = await orderOfA(1);
    await t.database.db.execute(
      sql`update orders set handover_code = null, handover_issued_at = null where id = ${id}`,
    );
    const res = await confirm(id, w.distA.auth, { code: '123456', received: serials });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('handover_code_not_issued');
    expect((await newCode(id)).statusCode).toBe(200);
    expect((await storedCode(id)).code).toMatch(/^\d{6}$/);
  });

  it.runIf(onPostgres)(
    'two confirmations at once: exactly one wins, the other is told it is delivered',
    async () => {
      for (let round = 0; round < 3; round++) {
        const { id, serials } = await orderOfA(2);
        const { code } = await storedCode(id);
        const results = await Promise.all(
          [w.distA.auth, w.admin.auth, w.distA.auth].map((h) =>
            confirm(id, h, { code, received: serials }),
          ),
        );
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([200, 409, 409]);
        for (const r of results.filter((r) => r.statusCode === 409))
          expect(r.json().code).toBe('handover_not_out_for_delivery');
        const events = await readRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from order_status_events where order_id = ${id} and status = 'DELIVERED'`,
        );
        expect(events[0]!.n).toBe(1);
      }
      // Wrong codes at once are each counted: none is lost to a race.
      const { id, serials } = await orderOfA(1);
      const wrong = wrongOf((await storedCode(id)).code!);
      await Promise.all(
        [0, 1, 2].map(() => confirm(id, w.distA.auth, { code: wrong, received: serials })),
      );
      expect((await storedCode(id)).failures).toBe(3);
      expect(await brokenInvariants(t.database.db)).toEqual([]);
    },
  );
});
