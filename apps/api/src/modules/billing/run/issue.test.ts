/**
 * Issue all as a background job (decision 0159): the run's drafts issued by the platform's queue,
 * counted as they go, refusals listed, asked twice without effect, resumed after a crash.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { createDistributor } from '../../../../test/app';
import { billingKit, POS_PLAN } from '../../../../test/kits/billing';
import { useTestApp } from '../../../../test/use-app';
import { billingRuns, invoices, jobs, refundVouchers } from '../../../db/schema';

const NOW = new Date('2026-11-15T06:00:00Z');
const IST = (day: string) => `${day}T00:00:00+05:30`;

describe('issuing a run in the background', () => {
  const t = useTestApp({ now: () => NOW });
  const admin = t.signIn('admin');
  const k = billingKit(t);
  const drain = () => t.app.background.drain();
  const issueJobs = () =>
    rows(
      t.database.db,
      sql`select count(*)::int as n from ${jobs} where kind = 'billing.run-issue'`,
      z.object({ n: integer }),
    ).then((r) => r[0]!.n);
  const numbersOf = (month: string) =>
    rows(
      t.database.db,
      sql`select number, status from ${invoices} where month = ${`${month}-01`}::date
          union all
          select number, status from ${refundVouchers} where month = ${`${month}-01`}::date
          order by 1`,
      z.object({ number: z.string().nullable(), status: z.string() }),
    );
  const ds: number[] = [];

  beforeAll(async () => {
    await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
    for (let i = 0; i < 3; i++) {
      const d = await createDistributor(t.database);
      ds.push(d.id);
      const m = await k.machine(`ISSUE-${i}`);
      // The third came and left in September: a deposit charged and returned the same month.
      await k.period({
        machineId: m.id,
        distributorId: d.id,
        from: IST('2026-09-03'),
        to: i === 2 ? IST('2026-09-20') : null,
      });
    }
  });

  it("queues the run's drafts, issues them all in order, and a second ask changes nothing", async () => {
    const run = await k.run(admin, '2026-09');
    expect(run).toMatchObject({ drafts: 4 });
    expect(run.refundVoucherIds).toHaveLength(1);
    const asked = await k.call(admin, 'POST', `/api/billing/runs/${run.id}/issue`);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().run).toMatchObject({
      id: run.id,
      draftsLeft: 4,
      issue: { state: 'QUEUED', total: 4, done: 0, errors: [] },
    });
    const again = await k.call(admin, 'POST', `/api/billing/runs/${run.id}/issue`);
    expect(again.json().run.issue).toMatchObject({ state: 'QUEUED', total: 4 });
    expect(await issueJobs()).toBe(1);
    await drain();
    const { run: done } = await k.ok(admin, 'GET', `/api/billing/runs/${run.id}`);
    expect(done).toMatchObject({
      draftsLeft: 0,
      replaced: false,
      issue: { state: 'DONE', total: 4, done: 4, errors: [] },
    });
    expect(done.issue.finishedAt).not.toBeNull();
    expect(await numbersOf('2026-09')).toEqual([
      { number: 'INV/26-27/000001', status: 'ISSUED' },
      { number: 'INV/26-27/000002', status: 'ISSUED' },
      { number: 'INV/26-27/000003', status: 'ISSUED' },
      { number: 'RV/26-27/000001', status: 'ISSUED' },
    ]);
  });

  it("lists a refused draft by its code and issues the rest; a replaced run's drafts are refused", async () => {
    const first = await k.run(admin, '2026-10');
    const run = await k.run(admin, '2026-10');
    const replaced = await k.call(admin, 'POST', `/api/billing/runs/${first.id}/issue`);
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toMatchObject({ code: 'billing_run_replaced' });
    // A draft below zero, as one made before refunds moved to refund vouchers could be.
    const [bad] = run.invoiceIds;
    await t.database.db.execute(sql`update ${invoices} set total_paise = -100 where id = ${bad}`);
    await k.ok(admin, 'POST', `/api/billing/runs/${run.id}/issue`, undefined, 202);
    await drain();
    const { run: done } = await k.ok(admin, 'GET', `/api/billing/runs/${run.id}`);
    expect(done).toMatchObject({
      draftsLeft: 1,
      issue: {
        state: 'DONE',
        total: run.drafts,
        done: run.drafts,
        errors: [
          {
            documentType: 'INVOICE',
            id: bad,
            code: 'invoice_total_negative',
            params: { totalPaise: -100 },
          },
        ],
      },
    });
  });

  it('goes on from the next draft after a crash: the count stays exact', async () => {
    const d = await createDistributor(t.database);
    const m = await k.machine('ISSUE-AUG');
    await k.period({ machineId: m.id, distributorId: d.id, from: IST('2026-08-03') });
    const run = await k.run(admin, '2026-08');
    await k.ok(admin, 'POST', `/api/billing/runs/${run.id}/issue`, undefined, 202);
    // The process died after its first draft: issued and counted in one transaction, the job
    // left running with its lease run out.
    const [firstId] = run.invoiceIds;
    await k.ok(admin, 'POST', `/api/invoices/${firstId}/issue`);
    await t.database.db.execute(
      sql`update ${billingRuns} set issue_state = 'RUNNING', issue_done = 1 where id = ${run.id}`,
    );
    await drain();
    const { run: done } = await k.ok(admin, 'GET', `/api/billing/runs/${run.id}`);
    expect(done).toMatchObject({
      draftsLeft: 0,
      issue: { state: 'DONE', total: run.drafts, done: run.drafts, errors: [] },
    });
  });
});
