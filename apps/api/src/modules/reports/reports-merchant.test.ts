import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/app';
import { istDaysAgo } from '../../../test/factories/reporting';
import { column, preview, useMerchantWorld } from '../../../test/merchant-reports';
import { useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

/** The activation status, idle devices and swaps reports (#16) against hand-computed rows. */
const t = useTestApp();
const { admin, as, world } = useMerchantWorld(t);

describe('activation status report', () => {
  it('lists the devices at retailers with every column, in id order', async () => {
    const res = await preview(t, 'activation', admin.auth);
    expect(res.rows.map((r) => r['serialNumber'])).toEqual([
      'MR-1',
      'MR-2',
      'MR-3',
      'MR-4',
      'MR-5',
      'MR-7',
    ]);
    expect(res.fields.map((f) => f.header)).toEqual([
      'ID',
      'Serial Number',
      'Type',
      'Activation State',
      'Allotted At',
      'Installed On',
      'Install Location',
      'Activated On',
      'Activation Reference',
      'Deactivated At',
      'Days Since Allotted',
      'Provider',
      'Distributor',
      'Retailer',
    ]);
    expect(res.rows[1]).toEqual({
      id: world().m2.id,
      serialNumber: 'MR-2',
      type: 'SOUNDBOX',
      activationState: 'INSTALLED',
      allottedAt: world().m2.allottedAt!.toISOString(),
      installedOn: '2024-06-02',
      installLocation: 'Counter 1',
      activatedOn: null,
      activationRef: null,
      deactivatedAt: null,
      daysSinceAllotted: 20,
      provider: 'Everlife Pay',
      distributor: 'ABC Distributors',
      retailer: 'Shree Mobiles',
    });
    expect(res.rows[2]).toMatchObject({ activatedOn: '2024-06-05', activationRef: 'ACT-3' });
    expect(res.rows[3]).toMatchObject({ provider: null, retailer: 'Om Traders' });
    expect(res.rows[4]).toMatchObject({ deactivatedAt: '2024-07-01T04:30:00.000Z' });
  });

  it('filters by activation state, distributor, retailer, provider and allotment date', async () => {
    const serials = (q: string) => column(t, 'activation', 'serialNumber', admin.auth, q);
    expect(await serials('activationState=INSTALLED')).toEqual(['MR-2', 'MR-7']);
    expect(await serials(`distributorId=${world().b.id}`)).toEqual(['MR-4', 'MR-5', 'MR-7']);
    expect(await serials(`retailerId=${world().a1.id}`)).toEqual(['MR-1', 'MR-2', 'MR-3']);
    expect(await serials(`serviceProviderId=${world().p1.id}`)).toEqual([
      'MR-1',
      'MR-3',
      'MR-5',
      'MR-7',
    ]);
    expect(await serials(`dateFrom=${istDaysAgo(25)}`)).toEqual(['MR-1', 'MR-2', 'MR-7']);
    expect(await serials(`dateTo=${istDaysAgo(35)}`)).toEqual(['MR-4', 'MR-5']);
  });

  it('gives a distributor its retailers devices only', async () => {
    const serials = (h: Record<string, string>, q = '') =>
      column(t, 'activation', 'serialNumber', h, q);
    expect(await serials(as.a)).toEqual(['MR-1', 'MR-2', 'MR-3']);
    expect(await serials(as.b)).toEqual(['MR-4', 'MR-5', 'MR-7']);
    expect(await serials(as.c)).toEqual([]);
    // Another distributor's id as a filter finds nothing, it does not widen the scope.
    expect(await serials(as.a, `distributorId=${world().b.id}`)).toEqual([]);
  });
});

describe('idle devices report', () => {
  it("lists THE idle rule's devices with days idle and the provider's threshold", async () => {
    const res = await preview(t, 'idle', admin.auth);
    expect(res.rows).toEqual([
      {
        id: world().m1.id,
        serialNumber: 'MR-1',
        type: 'POS',
        activationState: 'ALLOTTED',
        allottedAt: world().m1.allottedAt!.toISOString(),
        daysIdle: 20,
        idleDays: 10,
        provider: 'Telering Payments',
        distributor: 'ABC Distributors',
        retailer: 'Shree Mobiles',
      },
      expect.objectContaining({ serialNumber: 'MR-4', daysIdle: 40, idleDays: 30 }),
    ]);
  });

  it('filters and scopes like the others', async () => {
    const serials = (h: Record<string, string>, q = '') => column(t, 'idle', 'serialNumber', h, q);
    expect(await serials(admin.auth, `distributorId=${world().b.id}`)).toEqual(['MR-4']);
    expect(await serials(admin.auth, `retailerId=${world().a1.id}`)).toEqual(['MR-1']);
    expect(await serials(admin.auth, `serviceProviderId=${world().p2.id}`)).toEqual([]);
    expect(await serials(as.a)).toEqual(['MR-1']);
    expect(await serials(as.b)).toEqual(['MR-4']);
    expect(await serials(as.c)).toEqual([]);
  });
});

describe('swaps report', () => {
  it('lists each swap with both serials, the reason, the mapping and who', async () => {
    const res = await preview(t, 'swaps', admin.auth);
    expect(res.rows).toEqual([
      {
        id: world().s1.id,
        faultySerial: 'MR-8',
        replacementSerial: 'MR-1',
        type: 'SOUNDBOX',
        reason: 'Screen dead',
        mappingMoved: true,
        distributor: 'ABC Distributors',
        retailer: 'Shree Mobiles',
        swappedBy: admin.user.name,
        swappedAt: '2024-06-10T04:30:00.000Z',
      },
      {
        id: world().s2.id,
        faultySerial: 'MR-9',
        replacementSerial: 'MR-4',
        type: 'POS',
        reason: 'No sound',
        mappingMoved: false,
        distributor: 'XYZ Distributors',
        retailer: 'Om Traders',
        swappedBy: null,
        swappedAt: '2024-06-20T04:30:00.000Z',
      },
    ]);
  });

  it('filters by distributor, retailer and swap date, and scopes a distributor', async () => {
    const ids = (h: Record<string, string>, q = '') => column(t, 'swaps', 'id', h, q);
    expect(await ids(admin.auth, `distributorId=${world().a.id}`)).toEqual([world().s1.id]);
    expect(await ids(admin.auth, `retailerId=${world().b1.id}`)).toEqual([world().s2.id]);
    expect(await ids(admin.auth, 'dateFrom=2024-06-15')).toEqual([world().s2.id]);
    expect(await ids(admin.auth, 'dateTo=2024-06-10')).toEqual([world().s1.id]);
    expect(await ids(as.a)).toEqual([world().s1.id]);
    expect(await ids(as.b)).toEqual([world().s2.id]);
    expect(await ids(as.c)).toEqual([]);
  });
});

describe('retailers and bad input', () => {
  it.each(['activation', 'idle', 'swaps', 'rma', 'transfers'])(
    'refuses a retailer /reports/%s with 403 and a bad filter with 400',
    async (type) => {
      const r = await loginAs(t, 'retailer', { retailerId: world().a1.id });
      const res = await send(t, r, 'GET', `/api/reports/${type}`);
      expect(res.statusCode).toBe(403);
      const bad = await send(
        t,
        admin,
        'GET',
        `/api/reports/${type}?dateFrom=2024-02-01&dateTo=2024-01-01`,
      );
      expect(bad.statusCode).toBe(400);
    },
  );
});

describe('days counted from the day a report runs', () => {
  it('not from the day the server started (the columns are built once, at start-up)', async () => {
    vi.useFakeTimers({ now: new Date('2020-01-01T12:00:00Z'), toFake: ['Date'] });
    vi.resetModules();
    const { MERCHANT_REPORT_COLUMNS } = await import('./columns-merchant');
    vi.useRealTimers();
    const daysIdle = MERCHANT_REPORT_COLUMNS.idle.find((c) => c.key === 'daysIdle')!.sql;
    const [row] = await readRows<{ days: number }>(
      t.database.db,
      sql`SELECT ${daysIdle} AS days FROM machines WHERE id = ${world().m2.id}`,
    );
    expect(row?.days).toBe(20);
  });
});
