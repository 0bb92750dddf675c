import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, useTwoDistributors } from './use-app';
import { send } from './requests';
import { readRows } from './read-rows';

// Single-line names refuse CR and LF (a line break would split a CSV row, a log line or an email
// subject further on); the same value on one line is taken.
const t = useTestApp();
const { admin, distA } = useTwoDistributors(t);

const SCHEDULE = {
  reportType: 'machines',
  filters: {},
  format: 'csv',
  frequency: 'daily',
  timeOfDay: '13:00',
};

const cases = [
  {
    url: '/report-schedules',
    table: 'report_schedules',
    body: (name: string) => ({ ...SCHEDULE, name }),
  },
  {
    url: '/tokens',
    table: 'api_tokens',
    body: (name: string) => ({ name, scope: 'read', expiresInDays: 30 }),
  },
  {
    url: '/service-providers',
    table: 'service_providers',
    body: (name: string) => ({
      name,
      company_name: `${name} Pvt Ltd`,
      email: 'ops@provider.example',
      phone: '9876543210',
      address: 'Ahmedabad',
    }),
  },
];

describe('single-line names', () => {
  it.each(cases)(
    'POST $url refuses a name with CR or LF and writes nothing',
    async ({ url, table, body }) => {
      const count = async () =>
        (
          await readRows<{ n: number }>(
            t.database.db,
            sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
          )
        )[0]!.n;
      const before = await count();
      for (const name of ['Daily\nmachines', 'Daily\r\nmachines', 'Daily\rmachines']) {
        const res = await send(t, admin, 'POST', `/api${url}`, body(name));
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'validation_failed',
          details: expect.arrayContaining([
            expect.objectContaining({ path: 'body.name', message: 'Must be on one line' }),
          ]),
        });
      }
      expect(await count()).toBe(before);
      const ok = await send(t, admin, 'POST', `/api${url}`, body('Daily machines'));
      expect(ok.statusCode, ok.body).toBe(201);
    },
  );

  it('a distributor renaming its retailer with a line break is refused', async () => {
    const [retailer] = await readRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM retailers WHERE distributor_id = (SELECT distributor_id FROM users WHERE id = ${distA.user.id}) LIMIT 1`,
    );
    const res = await send(t, distA, 'PUT', `/api/retailers/${retailer!.id}`, {
      shop_name: 'Patel\nKirana',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});
