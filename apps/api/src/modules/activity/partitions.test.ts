import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityPartitions, monthsBetween } from '../../db/activity-partitions';
import { readRows } from '../../../test/read-rows';
import { useTestApp } from '../../../test/use-app';
import { keepActivityPartitions } from './partitions';

const t = useTestApp();

describe('the activity partition job', () => {
  it('makes the event months from the retention to two months ahead, and this year’s and the next’s rollups', async () => {
    await keepActivityPartitions(t.database.db, new Date('2026-12-04T04:30:00Z'), 90);
    const { months, years } = await activityPartitions(t.database.db);
    expect(months).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
    expect(years).toEqual([2026, 2027]);
  });

  it('bounds each month by its first instant, so an event lands in its own month', async () => {
    const bounds = await readRows<{ name: string; bound: string }>(
      t.database.db,
      sql`SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound
            FROM pg_class c WHERE c.relname IN ('device_events_y2026m12', 'device_activity_days_y2027')
           ORDER BY 1`,
    );
    expect(bounds.map((b) => b.name)).toEqual([
      'device_activity_days_y2027',
      'device_events_y2026m12',
    ]);
    expect(bounds[0]!.bound).toContain("'2027-01-01'");
    expect(bounds[0]!.bound).toContain("'2028-01-01'");
    expect(bounds[1]!.bound).toMatch(
      /FROM \('2026-12-01 00:00:00\+00'\) TO \('2027-01-01 00:00:00\+00'\)/,
    );
  });

  it('drops whole months past the retention and rollup years past three, and makes the new ones', async () => {
    // Half a year and four years on, with a retention of 30 days.
    const later = new Date('2030-06-15T04:30:00Z');
    const dropped = await keepActivityPartitions(t.database.db, later, 30);
    expect(dropped).toEqual({
      months: ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02'],
      years: [2026],
    });
    const { months, years } = await activityPartitions(t.database.db);
    expect(months).toEqual(['2030-05', '2030-06', '2030-07', '2030-08']);
    expect(years).toEqual([2027, 2030, 2031]);
  });

  it('is the same when run again', async () => {
    const later = new Date('2030-06-15T04:30:00Z');
    expect(await keepActivityPartitions(t.database.db, later, 30)).toEqual({
      months: [],
      years: [],
    });
  });

  it('counts months across a year end', () => {
    expect(
      monthsBetween(new Date('2026-11-30T23:00:00Z'), new Date('2027-02-01T00:00:00Z')),
    ).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
