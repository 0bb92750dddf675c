import { describe, expect, it } from 'vitest';
import { useMachineCatalogue, useTestApp } from '../../../test/use-app';

type Auth = { authorization: string };

const t = useTestApp();
const catalogue = useMachineCatalogue(t);
const { retB } = catalogue;
const world = catalogue.world;
const { admin, distA, distB, retA } = world;
/** Machine id of catalogue position i. */
const id = (i: number) => catalogue.cat.m[i]!.id;

const list = (auth: Auth | undefined, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/machines',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: auth ?? {},
  });

const ids = (body: { machines: { id: number }[] }) => body.machines.map((m) => m.id);

const ADMIN_STATS = {
  total: 8,
  pos: 5,
  soundbox: 3,
  available: 3,
  assigned: 3,
  maintenance: 1,
  b2b: 3,
  b2c: 1,
};

describe('GET /api/machines', () => {
  it('answers an admin every machine, newest first, with stats and page meta', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map(id));
    expect(body.stats).toEqual(ADMIN_STATS);
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 50 });
  });

  it('answers a machine with camelCase fields and the snake_case aliases', async () => {
    const body = (await list(admin, { search: 'TLR-SB-004' })).json();
    expect(body.machines).toEqual([
      {
        id: id(3),
        serialNumber: 'TLR-SB-004',
        serial_number: 'TLR-SB-004',
        model: 'Telering SB-10',
        manufacturer: 'Telering',
        type: 'SOUNDBOX',
        machine_type: 'SOUNDBOX',
        status: 'ASSIGNED',
        partner: 'Alpha Traders',
        partnerType: 'B2B',
        mid: null,
        tid: null,
        qrCode: 'upi://pay?pa=alpha004@tlr',
        simNumber: null,
        imei: null,
        qr_code: 'upi://pay?pa=alpha004@tlr',
        hasStandee: true,
        has_standee: true,
        serviceProviderId: catalogue.cat.p1.id,
        distributorId: catalogue.cat.m[3]!.distributorId,
        retailerId: null,
        distributorName: world.a.name,
        retailerName: null,
        retailerShopName: null,
        activationState: null,
        allottedAt: null,
        awaitingDelivery: false,
        installedOn: null,
        installLocation: null,
        activatedOn: null,
        activationRef: null,
        inTransit: false,
        inRma: false,
        activity: 'NEVER_SEEN',
        lastSeenAt: null,
        createdAt: catalogue.cat.m[3]!.createdAt.toISOString(),
        updatedAt: catalogue.cat.m[3]!.updatedAt.toISOString(),
      },
    ]);
  });

  it.each([
    [{ status: 'AVAILABLE' }, [6, 1, 0]],
    [{ status: 'MAINTENANCE' }, [2]],
    [{ status: 'RETIRED' }, [7]],
    [{ status: 'all' }, [7, 6, 5, 4, 3, 2, 1, 0]],
    [{ type: 'SOUNDBOX' }, [6, 4, 3]],
    [{ type: 'POS', status: 'AVAILABLE', manufacturer: 'Telering' }, [1, 0]],
    [{ manufacturer: 'everlife' }, [5, 4, 2]],
    [{ manufacturer: 'all' }, [7, 6, 5, 4, 3, 2, 1, 0]],
    [{ manufacturer: '' }, [7, 6, 5, 4, 3, 2, 1, 0]],
    [{ partnerType: 'B2B' }, [5, 4, 3]],
    [{ partnerType: 'B2C' }, [6]],
    [{ type: 'all', partnerType: 'all', status: 'all' }, [7, 6, 5, 4, 3, 2, 1, 0]],
  ])('filters %j (stats stay those of the whole scope)', async (query, expected) => {
    const res = await list(admin, query);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual(expected.map(id));
    expect(body.total).toBe(expected.length);
    expect(body.stats).toEqual(ADMIN_STATS);
  });

  it('filters by service provider', async () => {
    const body = (await list(admin, { serviceProviderId: catalogue.cat.p2.id })).json();
    expect(ids(body)).toEqual([7, 6, 5].map(id));
    expect(body.stats).toEqual(ADMIN_STATS);
  });

  it('filters by holder and by retailer, inside the caller scope', async () => {
    const a = world.a.id;
    const ra = world.ra.id;
    const b = world.b.id;
    expect(ids((await list(admin, { distributorId: a })).json())).toEqual([4, 3].map(id));
    expect(ids((await list(admin, { distributorId: b })).json())).toEqual([id(5)]);
    expect(ids((await list(admin, { retailerId: ra })).json())).toEqual([id(4)]);
    expect((await list(admin, { retailerId: ra })).json().total).toBe(1);
    expect(ids((await list(admin, { distributorId: b, retailerId: ra })).json())).toEqual([]);
    // Another distributor's holder or retailer finds nothing of it.
    expect(ids((await list(distA, { distributorId: b })).json())).toEqual([]);
    expect(ids((await list(distA, { retailerId: ra })).json())).toEqual([id(4)]);
    expect(ids((await list(distB, { retailerId: ra })).json())).toEqual([]);
    expect(ids((await list(retB, { distributorId: a })).json())).toEqual([]);
    expect(ids((await list(retA, { distributorId: a })).json())).toEqual([id(4)]);
  });

  it('answers the holder and retailer names, and sorts by them (no holder last)', async () => {
    const body = (await list(admin, { retailerId: world.ra.id })).json();
    expect(body.machines[0]).toMatchObject({
      distributorName: world.a.name,
      retailerName: world.ra.name,
      retailerShopName: world.ra.shopName,
    });
    const [first, second] = [world.a, world.b].sort((x, y) => (x.name < y.name ? -1 : 1));
    const held = (d: { id: number }) => (d.id === world.a.id ? [3, 4] : [5]);
    const byHolder = ids((await list(admin, { sort: 'holder', order: 'asc' })).json());
    // Held by nobody: last, by status (AVAILABLE, then MAINTENANCE: machine 2), then id.
    expect(byHolder).toEqual([...held(first!), ...held(second!), 0, 1, 6, 2, 7].map(id));
    const byRetailer = ids((await list(admin, { sort: 'retailer', order: 'asc' })).json());
    expect(byRetailer[0]).toBe(id(4));
    const desc = ids((await list(distA, { sort: 'holder', order: 'desc' })).json());
    expect(desc).toEqual([4, 3].map(id));
  });

  it.each(['holder', 'retailer'] as const)(
    'pages the %s sort across the held and the unheld machines; descending is its reverse',
    async (sort) => {
      const all = async (order: 'asc' | 'desc', query: Record<string, string> = {}) => {
        const pages: number[] = [];
        for (let page = 1; page <= 5; page++) {
          const body = (await list(admin, { sort, order, pageSize: 2, page, ...query })).json();
          pages.push(...ids(body));
          expect(body.total).toBe(query.search ? 3 : 8);
        }
        return pages;
      };
      const asc = await all('asc');
      expect(asc).toHaveLength(8);
      expect(new Set(asc).size).toBe(8);
      expect(await all('desc')).toEqual([...asc].reverse());
      // With a filter only the rows can answer (the total counted on its own).
      const searched = await all('asc', { search: 'sb-00' });
      expect(searched).toEqual(asc.filter((m) => [6, 4, 3].map(id).includes(m)));
    },
  );

  it.each([
    ['alpha', [4, 3]], // partner, case-insensitive
    ['vox', [4]], // model
    ['tlr-pos', [7, 1, 0]], // serial number
    ['EVERLIFE', [5, 4, 2]], // manufacturer
    ['  sb-00  ', [6, 4, 3]], // trimmed
    ['100%', [5]],
    ['%', [5]], // a literal percent sign, not a wildcard
    ['_', [5]], // a literal underscore, not a wildcard
    ["o'brien", [6]],
    ["'", [6]],
    ["' OR 1=1 --", []],
    ['<script>', []],
    ['20011111', []], // TID is not searched on this screen
    // 6+ characters: serials are found by their 6-character windows (search_fragments)
    ['pos-00', [7, 5, 2, 1, 0]],
    ['OS-001', [0]], // inside the serial, any case
    ['tlr-pos-008', [7]], // the whole serial
    ['tlr-pos-0088', []], // longer than any serial
    ['POS_00', []], // a literal underscore, not a wildcard
    ['EL-POS 7', [5]], // a long term still searches the other columns
    ['Pay_Co', [5]],
  ])('searches %j', async (search, expected) => {
    const res = await list(admin, { search });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(expected.map(id));
    expect(res.json().total).toBe(expected.length);
  });

  it('pages the filtered list; total counts every matching row', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const body = (await list(admin, { page, pageSize: 3 })).json();
      expect(body).toMatchObject({ total: 8, page, pageSize: 3 });
      pages.push(ids(body));
    }
    expect(pages).toEqual([[7, 6, 5].map(id), [4, 3, 2].map(id), [1, 0].map(id), []]);
    const filtered = (await list(admin, { type: 'POS', page: 2, pageSize: 2 })).json();
    expect(ids(filtered)).toEqual([2, 1].map(id));
    expect(filtered.total).toBe(5);
  });

  it('counts a searched list on every page, past the last one too', async () => {
    const all = (await list(admin, { search: '-' })).json();
    expect(all.total).toBe(8);
    const second = (await list(admin, { search: '-', page: 2, pageSize: 5 })).json();
    expect(second).toMatchObject({ total: 8, page: 2 });
    expect(ids(second)).toEqual(ids(all).slice(5));
    const past = (await list(admin, { search: '-', page: 9, pageSize: 5 })).json();
    expect(past).toMatchObject({ machines: [], total: 8 });
    const none = (await list(admin, { search: 'no-such-machine' })).json();
    expect(none).toMatchObject({ machines: [], total: 0 });
  });

  it.each([
    [{ page: 0 }],
    [{ pageSize: 501 }],
    [{ pageSize: 'ten' }],
    [{ status: 'BROKEN' }],
    [{ type: 'pos' }],
    [{ partnerType: 'B2X' }],
    [{ serviceProviderId: 'abc' }],
    [{ distributorId: 'abc' }],
    [{ retailerId: 0 }],
    [{ sort: 'holderName' }],
    [{ flag: 'transit' }],
    [{ flag: 'true' }],
    [{ search: 'x'.repeat(201) }],
  ])('refuses a bad query %j with 400 {error}', async (query) => {
    const res = await list(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('refuses a 1 MB search string with 400', async () => {
    const res = await list(admin, { search: 'a'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/search/);
  });

  it('scopes a distributor to the machines it or its retailers hold, with its own stats', async () => {
    const body = (await list(distA)).json();
    expect(ids(body)).toEqual([4, 3].map(id));
    expect(body.stats).toEqual({
      total: 2,
      pos: 0,
      soundbox: 2,
      available: 0,
      assigned: 2,
      maintenance: 0,
      b2b: 2,
      b2c: 0,
    });
    expect(ids((await list(distA, { status: 'AVAILABLE' })).json())).toEqual([]);
    expect(ids((await list(distA, { search: 'Beta' })).json())).toEqual([]);
    const b = (await list(distB)).json();
    expect(ids(b)).toEqual([id(5)]);
    expect(b.stats).toMatchObject({ total: 1, pos: 1, soundbox: 0, assigned: 1, b2b: 1 });
  });

  it('scopes a retailer to its own machines', async () => {
    const a = (await list(retA)).json();
    expect(ids(a)).toEqual([id(4)]);
    expect(a.stats).toMatchObject({ total: 1, soundbox: 1, assigned: 1 });
    const b = (await list(retB)).json();
    expect(ids(b)).toEqual([]);
    expect(b.stats).toMatchObject({ total: 0, pos: 0, soundbox: 0 });
  });

  it('answers 401 without a token', async () => {
    const res = await list(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required', code: 'auth_required' });
  });
});

describe('GET /api/machines/:id', () => {
  const get = (auth: Auth | undefined, machineId: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/machines/${machineId}`, headers: auth ?? {} });

  it('answers {machine} to an admin', async () => {
    const res = await get(admin, id(7));
    expect(res.statusCode).toBe(200);
    expect(res.json().machine).toMatchObject({ id: id(7), serialNumber: 'TLR-POS-008' });
  });

  it('answers 404 for machines outside the caller scope', async () => {
    expect((await get(distA, id(3))).statusCode).toBe(200);
    expect((await get(distA, id(4))).statusCode).toBe(200);
    for (const other of [0, 5, 6]) {
      const res = await get(distA, id(other));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Machine not found', code: 'not_found' });
    }
    expect((await get(distB, id(5))).statusCode).toBe(200);
    expect((await get(distB, id(3))).statusCode).toBe(404);
    expect((await get(retA, id(4))).statusCode).toBe(200);
    expect((await get(retA, id(3))).statusCode).toBe(404);
    expect((await get(retB, id(5))).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a token', async () => {
    expect((await get(admin, 999_999)).statusCode).toBe(404);
    expect((await get(admin, 'abc')).statusCode).toBe(400);
    expect((await get(admin, -1)).statusCode).toBe(400);
    expect((await get(undefined, id(0))).statusCode).toBe(401);
  });
});
