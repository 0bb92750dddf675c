import type { BillingRun, RunIssueError } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import { notFound } from '../../../lib/http-errors';
import { monthOf } from '../months';

type RunRow = {
  id: number;
  month: string;
  drafts: number;
  lines: number;
  created_at: string | Date;
  replaced: boolean;
  drafts_left: number;
  issue_state: BillingRun['issue']['state'];
  issue_total: number;
  issue_done: number;
  issue_errors: RunIssueError[];
  issue_requested_at: string | Date | null;
  issue_finished_at: string | Date | null;
};

const iso = (t: string | Date | null) => (t ? new Date(t).toISOString() : null);

/** Runs matching `where` (over `r`), newest first; with what is left of their drafts. */
async function selectRuns(db: Executor, where: ReturnType<typeof sql>): Promise<BillingRun[]> {
  const list = await rows<RunRow>(
    db,
    sql`SELECT r.id, r.month::text AS month, r.drafts, r.lines, r.created_at,
               EXISTS (SELECT 1 FROM billing_runs later
                        WHERE later.month = r.month AND later.id > r.id) AS replaced,
               ((SELECT count(*) FROM invoices i WHERE i.run_id = r.id AND i.status = 'DRAFT')
                + (SELECT count(*) FROM refund_vouchers v
                    WHERE v.run_id = r.id AND v.status = 'DRAFT'))::int AS drafts_left,
               r.issue_state, r.issue_total, r.issue_done, r.issue_errors,
               r.issue_requested_at, r.issue_finished_at
          FROM billing_runs r WHERE ${where}
         ORDER BY r.id DESC LIMIT 24`,
  );
  return list.map((r) => ({
    id: r.id,
    month: monthOf(r.month),
    drafts: r.drafts,
    lines: r.lines,
    createdAt: iso(r.created_at)!,
    replaced: r.replaced,
    draftsLeft: r.drafts_left,
    issue: {
      state: r.issue_state,
      total: r.issue_total,
      done: r.issue_done,
      errors: r.issue_errors,
      requestedAt: iso(r.issue_requested_at),
      finishedAt: iso(r.issue_finished_at),
    },
  }));
}

/** GET /billing/runs/{id} (admins). */
export async function loadRun(db: Executor, id: number): Promise<BillingRun> {
  const [run] = await selectRuns(db, sql`r.id = ${id}`);
  if (!run) throw notFound('not_found', 'Run not found');
  return run;
}

/** GET /billing/runs?month= (admins): the month's runs, newest (the one in force) first. */
export const listRuns = (db: Executor, month: string) =>
  selectRuns(db, sql`r.month = ${`${month}-01`}::date`);
