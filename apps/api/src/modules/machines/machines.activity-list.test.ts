import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceHealth, machines } from '../../db/schema';
import { createRetailer } from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';

/**
 * The Machines list's Activity and Last seen (issue #52, decision 0176): each row's `activity`
 * and `lastSeenAt`, the `activity` filter, `sort=lastSeenAt` both ways with the never-seen last,
 * in each caller's scope.
 */
type Auth = { authorization: string };
type Row = { id: number; serialNumber: string; activity: string; lastSeenAt: string | null };

const t = useTestApp();
const w = useTwoDistributors(t);
let retailerOfB = 0;
let provider = 0;
beforeAll(async () => {
  provider = (await createProvider(t.database)).id;
  retailerOfB = (await createRetailer(t.database, w.b.id)).id;
});
const retB = t.signIn('retailer', () => ({ retailerId: retailerOfB }));

const NOW = Date.UTC(2026, 11, 4, 10);
const MINUTE = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW - ms);

/** Each device: where it is, what its health says (null: never seen), dormant or not. */
type Device = {
  key: string;
  at: 'A' | 'RA' | 'B' | 'RB' | 'stock';
  seen: { at: Date; online: boolean } | null;
  dormant?: boolean;
};
const DEVICES: Device[] = [
  { key: 'onA', at: 'A', seen: { at: ago(10 * MINUTE), online: true } },
  { key: 'offA1', at: 'A', seen: { at: ago(3 * DAY), online: false } },
  { key: 'offA2', at: 'A', seen: { at: ago(1 * DAY), online: false } },
  { key: 'neverA', at: 'A', seen: null },
  { key: 'onRA', at: 'RA', seen: { at: ago(2 * MINUTE), online: true } },
  // Dormant first: an offline device, an online one and one never seen, all DORMANT.
  { key: 'dormOffRA', at: 'RA', seen: { at: ago(40 * DAY), online: false }, dormant: true },
  { key: 'dormOnRA', at: 'RA', seen: { at: ago(5 * MINUTE), online: true }, dormant: true },
  { key: 'dormNeverRA', at: 'RA', seen: null, dormant: true },
  { key: 'offB', at: 'B', seen: { at: ago(2 * DAY), online: false } },
  { key: 'neverRB', at: 'RB', seen: null },
  // Two seen at the same time: ties go by id in the sort's direction.
  { key: 'onStock1', at: 'stock', seen: { at: ago(60 * MINUTE), online: true } },
  { key: 'onStock2', at: 'stock', seen: { at: ago(60 * MINUTE), online: true } },
  { key: 'neverStock', at: 'stock', seen: null },
];

const ids: Record<string, number> = {};
const keyOf = new Map<number, string>();

beforeAll(async () => {
  const db = t.database.db;
  for (const d of DEVICES) {
    const held =
      d.at === 'stock'
        ? {}
        : {
            status: 'ASSIGNED' as const,
            distributorId: d.at === 'A' || d.at === 'RA' ? w.a.id : w.b.id,
            retailerId: d.at === 'RA' ? w.ra.id : d.at === 'RB' ? retailerOfB : null,
            activationState: d.dormant ? ('ACTIVATED' as const) : null,
          };
    const m = await createMachine(t.database, { serviceProviderId: provider, ...held });
    ids[d.key] = m.id;
    keyOf.set(m.id, d.key);
    if (d.seen) {
      await db.insert(deviceHealth).values({
        machineId: m.id,
        lastSeenAt: d.seen.at,
        onlineUntil: new Date(d.seen.at.getTime() + 30 * MINUTE),
        online: d.seen.online,
      });
    }
    await db
      .update(machines)
      .set({
        activity: d.seen ? (d.seen.online ? 'ONLINE' : 'OFFLINE') : 'NEVER_SEEN',
        dormant: d.dormant ?? false,
      })
      .where(inArray(machines.id, [m.id]));
  }
});

async function list(auth: Auth, query: Record<string, string | number> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/machines',
    query: Object.fromEntries(
      Object.entries({ serviceProviderId: provider, pageSize: 100, ...query }).map(([k, v]) => [
        k,
        String(v),
      ]),
    ),
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { machines: Row[]; total: number };
}

const keys = (body: { machines: Row[] }) => body.machines.map((m) => keyOf.get(m.id));

/** The devices in the expected order: last seen in `order`, ties by id; never seen last by id. */
function bySeen(devices: Device[], order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return [...devices]
    .sort((x, y) => {
      if (!x.seen || !y.seen) {
        if (x.seen) return -1;
        if (y.seen) return 1;
        return sign * (ids[x.key]! - ids[y.key]!);
      }
      return (
        sign * (x.seen.at.getTime() - y.seen.at.getTime()) || sign * (ids[x.key]! - ids[y.key]!)
      );
    })
    .map((d) => d.key);
}

const stateOf = (d: Device) =>
  d.dormant ? 'DORMANT' : !d.seen ? 'NEVER_SEEN' : d.seen.online ? 'ONLINE' : 'OFFLINE';

const where = (...places: Device['at'][]) => DEVICES.filter((d) => places.includes(d.at));

describe('GET /api/machines: activity and last seen', () => {
  it('answers each row its activity (dormant first) and when it was last seen (null: never)', async () => {
    const body = await list(w.admin);
    expect(body.total).toBe(DEVICES.length);
    const got = Object.fromEntries(
      body.machines.map((m) => [keyOf.get(m.id), [m.activity, m.lastSeenAt]]),
    );
    expect(got).toEqual(
      Object.fromEntries(
        DEVICES.map((d) => [d.key, [stateOf(d), d.seen?.at.toISOString() ?? null]]),
      ),
    );
    expect(got.dormOnRA).toEqual(['DORMANT', ago(5 * MINUTE).toISOString()]);
    expect(got.neverA).toEqual(['NEVER_SEEN', null]);
  });

  it.each(['ONLINE', 'OFFLINE', 'DORMANT', 'NEVER_SEEN'])(
    'activity=%s answers those devices only, newest first, with their total',
    async (activity) => {
      const body = await list(w.admin, { activity });
      const expected = DEVICES.filter((d) => stateOf(d) === activity)
        .map((d) => ids[d.key]!)
        .sort((x, y) => y - x)
        .map((id) => keyOf.get(id));
      expect(keys(body)).toEqual(expected);
      expect(body.total).toBe(expected.length);
      expect(new Set(body.machines.map((m) => m.activity))).toEqual(new Set([activity]));
    },
  );

  it('activity=all and no filter answer every device; an unknown value is a 400', async () => {
    expect((await list(w.admin, { activity: 'all' })).total).toBe(DEVICES.length);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/machines?activity=ASLEEP',
      headers: { authorization: w.admin.authorization },
    });
    expect(res.statusCode).toBe(400);
  });

  it.each(['asc', 'desc'] as const)(
    'sort=lastSeenAt order=%s: by last seen, ties by id, never-seen last',
    async (order) => {
      const body = await list(w.admin, { sort: 'lastSeenAt', order });
      expect(keys(body)).toEqual(bySeen(DEVICES, order));
      expect(body.total).toBe(DEVICES.length);
      expect(keys(body).slice(-4)).toEqual(
        bySeen(
          DEVICES.filter((d) => !d.seen),
          order,
        ),
      );
    },
  );

  it.each([
    ['asc', undefined],
    ['desc', undefined],
    ['asc', 'OFFLINE'],
    ['desc', 'OFFLINE'],
    ['desc', 'DORMANT'],
    ['asc', 'DORMANT'],
    ['desc', 'NEVER_SEEN'],
    ['asc', 'ONLINE'],
  ] as const)(
    'sort=lastSeenAt order=%s activity=%s pages of 2 add up to the whole, no row twice, none lost',
    async (order, activity) => {
      const query = { sort: 'lastSeenAt', order, ...(activity ? { activity } : {}) };
      const expected = bySeen(
        DEVICES.filter((d) => !activity || stateOf(d) === activity),
        order,
      );
      const whole = await list(w.admin, query);
      expect(keys(whole)).toEqual(expected);
      expect(whole.total).toBe(expected.length);
      const paged: (string | undefined)[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
        const body = await list(w.admin, { ...query, pageSize: 2, page });
        expect(body.total).toBe(expected.length);
        paged.push(...keys(body));
      }
      expect(paged).toEqual(expected);
    },
  );

  it('a distributor sees its own and its retailers’ devices, filtered and sorted alike', async () => {
    const mine = where('A', 'RA');
    expect(keys(await list(w.distA, { sort: 'lastSeenAt', order: 'desc' }))).toEqual(
      bySeen(mine, 'desc'),
    );
    const offline = await list(w.distA, { activity: 'OFFLINE', sort: 'lastSeenAt', order: 'asc' });
    expect(keys(offline)).toEqual(['offA1', 'offA2']);
    expect(offline.total).toBe(2);
    const dormant = await list(w.distA, { activity: 'DORMANT', sort: 'lastSeenAt', order: 'desc' });
    expect(keys(dormant)).toEqual(['dormOnRA', 'dormOffRA', 'dormNeverRA']);
    expect(dormant.total).toBe(3);
    // B sees none of A's, and its own only.
    expect(keys(await list(w.distB, { sort: 'lastSeenAt' }))).toEqual(
      bySeen(where('B', 'RB'), 'asc'),
    );
    expect(keys(await list(w.distB, { activity: 'DORMANT', sort: 'lastSeenAt' }))).toEqual([]);
    expect(keys(await list(w.distB, { activity: 'OFFLINE' }))).toEqual(['offB']);
  });

  it('a retailer sees its own devices only', async () => {
    expect(keys(await list(w.retA, { sort: 'lastSeenAt', order: 'desc' }))).toEqual(
      bySeen(where('RA'), 'desc'),
    );
    expect(keys(await list(w.retA, { activity: 'DORMANT' }))).toEqual(
      ['dormNeverRA', 'dormOnRA', 'dormOffRA'].sort((x, y) => ids[y]! - ids[x]!),
    );
    expect(keys(await list(retB, { sort: 'lastSeenAt' }))).toEqual(['neverRB']);
  });

  it('the activity filter goes with the others (status, holder) and the holder sort', async () => {
    const body = await list(w.admin, { activity: 'ONLINE', status: 'AVAILABLE' });
    expect(keys(body)).toEqual(['onStock2', 'onStock1']);
    expect(body.total).toBe(2);
    const held = await list(w.admin, {
      activity: 'OFFLINE',
      distributorId: w.a.id,
      sort: 'holder',
    });
    expect(new Set(keys(held))).toEqual(new Set(['offA1', 'offA2']));
    expect(held.machines.map((m) => m.lastSeenAt)).toEqual(
      held.machines.map((m) =>
        DEVICES.find((d) => d.key === keyOf.get(m.id))!.seen!.at.toISOString(),
      ),
    );
  });
});
