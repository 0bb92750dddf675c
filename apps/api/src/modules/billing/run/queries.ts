import { BillingRun, RunIssueError } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { date, integer, timestamptz } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { notFound } from '../../../lib/http-errors';
import { monthOf } from '../months';
import { billingRuns, invoices, refundVouchers } from '../../../db/schema';

/** A run's row, answered as the contract's BillingRun. */
const runRow = z
  .object({
    id: integer,
    month: date,
    drafts: integer,
    lines: integer,
    created_at: timestamptz,
    replaced: z.boolean(),
    drafts_left: integer,
    issue_state: BillingRun.shape.issue.shape.state,
    issue_total: integer,
    issue_done: integer,
    issue_errors: z.array(RunIssueError),
    issue_requested_at: timestamptz.nullable(),
    issue_finished_at: timestamptz.nullable(),
  })
  .transform(
    (r): BillingRun => ({
      id: r.id,
      month: monthOf(r.month),
      drafts: r.drafts,
      lines: r.lines,
      createdAt: r.created_at.toISOString(),
      replaced: r.replaced,
      draftsLeft: r.drafts_left,
      issue: {
        state: r.issue_state,
        total: r.issue_total,
        done: r.issue_done,
        errors: r.issue_errors,
        requestedAt: r.issue_requested_at?.toISOString() ?? null,
        finishedAt: r.issue_finished_at?.toISOString() ?? null,
      },
    }),
  );

/** Runs matching `where` (over `r`), newest first; with what is left of their drafts. */
function selectRuns(db: Executor, where: ReturnType<typeof sql>): Promise<BillingRun[]> {
  return rows(
    db,
    sql`SELECT r.id, r.month::text AS month, r.drafts, r.lines, r.created_at,
               EXISTS (SELECT 1 FROM ${billingRuns} later
                        WHERE later.month = r.month AND later.id > r.id) AS replaced,
               ((SELECT count(*) FROM ${invoices} i WHERE i.run_id = r.id AND i.status = 'DRAFT')
                + (SELECT count(*) FROM ${refundVouchers} v
                    WHERE v.run_id = r.id AND v.status = 'DRAFT'))::int AS drafts_left,
               r.issue_state, r.issue_total, r.issue_done, r.issue_errors,
               r.issue_requested_at, r.issue_finished_at
          FROM ${billingRuns} r WHERE ${where}
         ORDER BY r.id DESC LIMIT 24`,
    runRow,
  );
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
