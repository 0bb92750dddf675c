import { beforeAll, describe, expect, it } from 'vitest';
import { createMachineCatalogue, createProvider } from '../../../test/factories/machines';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';

type Auth = { authorization: string };

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
let cat: Awaited<ReturnType<typeof createMachineCatalogue>>;
const id = (i: number) => cat.m[i]!.id;

beforeAll(async () => {
  const { a, b, ra } = world;
  cat = await createMachineCatalogue(t.database, {
    distributorA: a.id,
    retailerA: ra.id,
    distributorB: b.id,
  });
});

const inventory = (
  auth: Auth | undefined,
  providerId: number | string,
  query: Record<string, string | number> = {},
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/service-providers/${providerId}/inventory`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: auth ?? {},
  });

type Body = { inventory: { pos: { id: number }[]; soundbox: { id: number }[] } };
const pos = (b: Body) => b.inventory.pos.map((m) => m.id);
const soundbox = (b: Body) => b.inventory.soundbox.map((m) => m.id);

const P1_ADMIN_COUNTS = { pos: 3, soundbox: 2, available: 2, assigned: 2 };

describe('GET /api/service-providers/:id/inventory', () => {
  it('answers an admin all the provider machines, AVAILABLE first then by serial', async () => {
    const res = await inventory(admin, cat.p1.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // AVAILABLE: TLR-POS-001, TLR-POS-002; then EVL-POS-003, EVL-SB-005, TLR-SB-004.
    expect(pos(body)).toEqual([0, 1, 2].map(id));
    expect(soundbox(body)).toEqual([4, 3].map(id));
    expect(body.total).toBe(5);
    expect(body.counts).toEqual(P1_ADMIN_COUNTS);
    expect(body.inventory.pos[0]).toMatchObject({
      serialNumber: 'TLR-POS-001',
      serial_number: 'TLR-POS-001',
      mid: '123456789012345',
      tid: '20011111',
      status: 'AVAILABLE',
      hasStandee: false,
    });
  });

  it.each([
    [{ status: 'ASSIGNED' }, [], [4, 3]],
    [{ status: 'AVAILABLE' }, [0, 1], []],
    [{ status: 'MAINTENANCE' }, [2], []],
    [{ status: 'all', type: 'all', search: '' }, [0, 1, 2], [4, 3]],
    [{ type: 'SOUNDBOX' }, [], [4, 3]],
    [{ type: 'POS', status: 'AVAILABLE' }, [0, 1], []],
    [{ search: 'tlr' }, [0, 1], [3]], // serial
    [{ search: 'VOX' }, [], [4]], // model
    [{ search: 'everlife' }, [2], [4]], // manufacturer
    [{ search: '4567890' }, [0], []], // MID
    [{ search: '20011' }, [0], []], // TID
    [{ search: 'upi://pay?pa=alpha' }, [], [3]], // QR code
    [{ search: '%' }, [], []],
    [{ search: '_' }, [], []],
    [{ search: "'" }, [], []],
  ])('filters %j; counts stay those of the unfiltered inventory', async (query, p, s) => {
    const res = await inventory(admin, cat.p1.id, query);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(pos(body)).toEqual(p.map(id));
    expect(soundbox(body)).toEqual(s.map(id));
    expect(body.total).toBe(p.length + s.length);
    expect(body.counts).toEqual(P1_ADMIN_COUNTS);
  });

  it('pages the merged list (pos and soundbox together)', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = (await inventory(admin, cat.p1.id, { page, pageSize: 2 })).json();
      expect(body.total).toBe(5);
      pages.push([pos(body), soundbox(body)]);
    }
    expect(pages).toEqual([
      [[0, 1].map(id), []],
      [[id(2)], [id(4)]],
      [[], [id(3)]],
    ]);
  });

  it('shows a distributor the AVAILABLE stock plus what it or its retailers hold', async () => {
    const a = (await inventory(distA, cat.p1.id)).json();
    expect(pos(a)).toEqual([0, 1].map(id));
    expect(soundbox(a)).toEqual([4, 3].map(id));
    expect(a.total).toBe(4);
    expect(a.counts).toEqual({ pos: 2, soundbox: 2, available: 2, assigned: 2 });

    const b = (await inventory(distB, cat.p1.id)).json();
    expect(pos(b)).toEqual([0, 1].map(id));
    expect(soundbox(b)).toEqual([]);
    expect(b.counts).toEqual({ pos: 2, soundbox: 0, available: 2, assigned: 0 });

    // Provider 2: B's own machine and the AVAILABLE soundbox; never the RETIRED one.
    const b2 = (await inventory(distB, cat.p2.id)).json();
    expect(pos(b2)).toEqual([id(5)]);
    expect(soundbox(b2)).toEqual([id(6)]);
    expect(b2.counts).toEqual({ pos: 1, soundbox: 1, available: 1, assigned: 1 });
    const a2 = (await inventory(distA, cat.p2.id, { status: 'ASSIGNED' })).json();
    expect(pos(a2)).toEqual([]);
    expect(a2.total).toBe(0);
  });

  it('answers an empty inventory for a provider without machines', async () => {
    const empty = await createProvider(t.database);
    const body = (await inventory(admin, empty.id)).json();
    expect(body).toEqual({
      inventory: { pos: [], soundbox: [] },
      total: 0,
      counts: { pos: 0, soundbox: 0, available: 0, assigned: 0 },
      availableMatching: 0,
    });
  });

  it('refuses a retailer (403), anonymous (401), unknown providers (404) and bad queries (400)', async () => {
    expect((await inventory(retA, cat.p1.id)).statusCode).toBe(403);
    expect((await inventory(undefined, cat.p1.id)).statusCode).toBe(401);
    const unknown = await inventory(admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Service provider not found', code: 'not_found' });
    const bad: Record<string, string | number>[] = [
      { status: 'BROKEN' },
      { type: 'PRINTER' },
      { pageSize: 0 },
    ];
    for (const query of bad) {
      expect((await inventory(admin, cat.p1.id, query)).statusCode).toBe(400);
    }
    expect((await inventory(admin, 'abc')).statusCode).toBe(400);
    const huge = await inventory(admin, cat.p1.id, { search: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(400);
  });
});
