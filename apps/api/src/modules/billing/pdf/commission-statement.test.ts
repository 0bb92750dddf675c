import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRetailer } from '../../../../test/app';
import { billingKit, POS_PLAN } from '../../../../test/kits/billing';
import { pdfText } from '../../../../test/pdf';
import { useTestApp, useTwoDistributors } from '../../../../test/use-app';
import { percentOfBp } from './commission-statement-pdf';

/** India's 15 November 2026: September is closed. */
const NOW = new Date('2026-11-15T06:00:00Z');
/** ₹250.00 an activation. */
const PLAN = { ...POS_PLAN, activationCommissionPaise: 25000, monthlyCommissionPaise: 0 };

const t = useTestApp({ now: () => NOW });
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
const k = billingKit(t);

type Who = { authorization: string };
const url = (distributorId?: number) =>
  `/api/billing/commissions/statement.pdf?month=2026-09${distributorId ? `&distributorId=${distributorId}` : ''}`;
const pdf = async (who: Who, distributorId?: number) => {
  const res = await k.call(who, 'GET', url(distributorId));
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};
const approve = (distributorId: number) =>
  k.ok(admin, 'POST', '/api/billing/commissions/approve', { month: '2026-09', distributorId }, 201);

beforeAll(async () => {
  await k.ok(admin, 'POST', '/api/billing/plans', PLAN, 201);
  // TDS from the first rupee (no yearly threshold); B holds a certificate for 0.75%.
  await t.database.db.execute(
    sql`update organisation set tds_rate_bp = 200, tds_threshold_paise = 0 where id = 1`,
  );
  await t.database.db.execute(
    sql`insert into distributor_billing (distributor_id, tds_certificate_rate_bp)
        values (${world.b.id}, 75)`,
  );
  // One device activated in September at each distributor's merchant: ₹250.00 each.
  for (const [distributorId, retailerId] of [
    [world.a.id, world.ra.id],
    [world.b.id, (await createRetailer(t.database, world.b.id)).id],
  ] as const) {
    const m = await k.machine('CS');
    await k.activated({
      machineId: m.id,
      distributorId,
      retailerId,
      heldFrom: '2026-08-01',
      activatedOn: '2026-09-05',
    });
  }
});

describe('the commission statement PDF once approved', () => {
  it('says a statement not approved yet owes nothing', async () => {
    const text = await pdf(distA);
    expect(text).toContain('Not approved yet: no TDS withheld, nothing owed');
    expect(text).toContain('Total ₹250.00');
    expect(text).not.toMatch(/TDS u\/s|Net payable|CS\//);
  });

  it('shows its number and approval date, gross, TDS under 194H, net payable and what was paid out', async () => {
    const { statement } = await approve(world.a.id);
    // 2% of ₹250.00 = ₹5.00 (rounded to the rupee); ₹245.00 owed.
    expect(statement.approval).toMatchObject({ tdsPaise: 500, netPaise: 24500 });
    await k.ok(
      admin,
      'POST',
      '/api/billing/payouts',
      {
        sourceType: 'COMMISSION',
        sourceId: statement.approval.id,
        amountPaise: 10000,
        method: 'UPI',
        reference: 'UTR-CS-1',
        paidOn: '2026-11-15',
      },
      201,
    );
    const text = await pdf(distA);
    for (const s of [
      'COMMISSION STATEMENT',
      'September 2026',
      'Statement No: CS/26-27/000001',
      'Approved on: 15 Nov 2026',
      'Total ₹250.00',
      'Gross ₹250.00',
      'TDS u/s 194H @ 2% ₹5.00',
      'Net payable ₹245.00',
      'Net payable in words: Rupees Two Hundred Forty-Five Only',
      'Paid out',
      'PV/26-27/000001 15 Nov 2026 UPI UTR-CS-1 ₹100.00',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('Not approved yet');
  });

  it("withholds at the distributor's certificate rate", async () => {
    await approve(world.b.id);
    // 0.75% of ₹250.00 = ₹1.875, to the rupee ₹2.00.
    const text = await pdf(admin, world.b.id);
    for (const s of [
      'Statement No: CS/26-27/000002',
      'TDS u/s 194H @ 0.75% ₹2.00',
      'Net payable ₹248.00',
      'Nothing settled yet',
    ])
      expect(text, s).toContain(s);
  });

  it("is the distributor's own: another's is 404, a retailer 403", async () => {
    expect((await k.call(distB, 'GET', url(world.a.id))).statusCode).toBe(404);
    expect((await k.call(retA, 'GET', url(world.a.id))).statusCode).toBe(403);
  });

  it('prints a rate in basis points as a percentage', () => {
    expect([200, 75, 150, 5, 0, 1000].map(percentOfBp)).toEqual([
      '2',
      '0.75',
      '1.5',
      '0.05',
      '0',
      '10',
    ]);
  });
});
