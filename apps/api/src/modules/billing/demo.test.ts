import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/app';
import { useMailingTestApp } from '../../../test/use-smtp';
import { rows } from '../../db/rows';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { seedFullDemo } from '../../startup';
import { monthBefore as monthsAgo } from './months';
import {
  emailDigestItems,
  invoices as invoicesTable,
  jobs,
  notifications,
  outboxEvents,
  payments as paymentsTable,
  users,
} from '../../db/schema';

const monthBefore = (back: number) => monthsAgo(new Date(), back);

type Invoice = { status: string; month: string; number: string | null; paidPaise: number };

describe("the demo's billing (issue #35 item 10)", () => {
  // Email on (SMTP_URL): the seed's invoices and payments must not mail anyone.
  const { t, smtp } = useMailingTestApp();
  let auth: { authorization: string };
  let invoices: Invoice[];
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    expect(await seedFullDemo(t.database.db)).toBe(true);
    auth = {
      authorization: `Bearer ${await login(t.app, 'admin@demo.test', 'admin', DEMO_PASSWORD)}`,
    };
    invoices = (await get('/api/invoices?pageSize=100')).invoices;
  });

  it('mails nobody, even with email on and past 10:00: its invoices, payments and overdue reminders are in the bell only', async () => {
    await t.app.background.drain();
    await t.app.background.drain();
    expect(smtp.messages.map((m) => m.subject)).toEqual([]);
    const q = (query: SQL) => rows(t.database.db, query, z.object({ v: z.unknown() }));
    expect(await q(sql`SELECT kind AS v FROM ${jobs} WHERE kind LIKE 'email.%'`)).toEqual([]);
    expect(await q(sql`SELECT id AS v FROM ${emailDigestItems}`)).toEqual([]);
    expect(await q(sql`SELECT id AS v FROM ${outboxEvents} WHERE dispatched_at IS NULL`)).toEqual(
      [],
    );
    const bell = await q(sql`
      SELECT DISTINCT n.type AS v FROM ${notifications} n JOIN ${users} u ON u.id = n.user_id
       WHERE u.email = 'distributor@demo.test' ORDER BY n.type`);
    expect(bell.map((n) => n.v)).toEqual(['invoice.issued', 'invoice.paid', 'payment.recorded']);
    // The overdue ones are reminded in the seed, so the daily reminder (from 10:00) mails no one.
    const reminded = await q(
      sql`SELECT id AS v FROM ${notifications} WHERE type = 'invoice.overdue'`,
    );
    expect(reminded.length).toBeGreaterThan(0);
  });

  it('has issued invoices for the two closed months before the last', () => {
    for (const month of [monthBefore(3), monthBefore(2)]) {
      const issued = invoices.filter((i) => i.month === month && i.status !== 'DRAFT');
      expect(issued.length, month).toBeGreaterThanOrEqual(3);
      expect(issued.every((i) => /^INV\/\d{2}-\d{2}\/\d{6}$/.test(i.number ?? ''))).toBe(true);
    }
  });

  it('has paid, partly paid and unpaid invoices among the issued, paid as recorded', async () => {
    const issued = invoices.filter((i) => i.status !== 'DRAFT');
    const statuses = new Set(issued.map((i) => i.status));
    expect([...statuses].sort()).toEqual(['ISSUED', 'PAID', 'PARTIALLY_PAID']);
    const { payments } = await get('/api/payments?pageSize=100');
    const paid = payments.reduce(
      (sum: number, p: { amountPaise: number }) => sum + p.amountPaise,
      0,
    );
    expect(paid).toBe(issued.reduce((sum, i) => sum + i.paidPaise, 0));
    expect(paid).toBeGreaterThan(0);
  });

  it('tells of each invoice issued and payment recorded on the day it happened, not at seeding', async () => {
    const dates = await rows(
      t.database.db,
      sql`SELECT e.type, to_char(e.at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
                 coalesce(i.issued_on, p.paid_on)::text AS happened
            FROM ${outboxEvents} e
            LEFT JOIN ${invoicesTable} i ON e.type = 'invoice.issued' AND i.id = e.entity_id
            LEFT JOIN ${paymentsTable} p ON e.type = 'payment.recorded'
                                AND p.id = (e.payload->>'paymentId')::int
           WHERE e.type IN ('invoice.issued', 'payment.recorded')`,
      z.object({ type: z.string(), day: z.string(), happened: z.string() }),
    );
    expect(new Set(dates.map((d) => d.type))).toEqual(
      new Set(['invoice.issued', 'payment.recorded']),
    );
    for (const d of dates) expect(d.day, d.type).toBe(d.happened);
  });

  it('has the last closed month as a draft run of at least three drafts', () => {
    const drafts = invoices.filter((i) => i.month === monthBefore(1));
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(drafts.every((i) => i.status === 'DRAFT')).toBe(true);
  });

  it('has commission statements: activations, monthly lines and a clawback', async () => {
    const kinds = new Set<string>();
    for (const back of [3, 2, 1]) {
      const { statements } = await get(`/api/billing/commissions?month=${monthBefore(back)}`);
      for (const s of statements) for (const l of s.lines) kinds.add(l.kind);
    }
    expect([...kinds].sort()).toEqual(['ACTIVATION', 'CLAWBACK', 'MONTHLY']);
  });

  it("issues the last month's drafts as tax invoices and refund vouchers: none below zero, the ledger equal to the ageing", async () => {
    const month = monthBefore(1);
    const { refundVouchers } = await get(`/api/refund-vouchers?month=${month}&status=DRAFT`);
    expect(refundVouchers.length).toBeGreaterThan(0);
    const dmcpay = refundVouchers.find((v: { distributorName: string }) =>
      v.distributorName.startsWith('DMCPAY'),
    );
    expect(dmcpay, 'DMCPAY Solutions returned devices last month').toBeDefined();
    const drafts = invoices.filter((i) => i.month === month) as (Invoice & {
      id: number;
      distributorId: number;
      totalPaise: number;
    })[];
    expect(drafts.every((i) => i.totalPaise >= 0)).toBe(true);
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: auth });
    for (const i of drafts.filter((d) => d.distributorId === dmcpay.distributorId))
      expect((await post(`/api/invoices/${i.id}/issue`)).statusCode).toBe(200);
    expect((await post(`/api/refund-vouchers/${dmcpay.id}/issue`)).statusCode).toBe(200);
    const ledger = await get(`/api/billing/ledger?distributorId=${dmcpay.distributorId}`);
    expect(ledger.openInvoicesPaise - ledger.unappliedCreditsPaise).toBe(ledger.balancePaise);
    const ageing = await get(`/api/reports/receivables?distributorId=${dmcpay.distributorId}`);
    expect(ageing.rows.map((r: { totalPaise: number }) => r.totalPaise)).toEqual(
      ledger.balancePaise === 0 ? [] : [ledger.balancePaise],
    );
  });
});
