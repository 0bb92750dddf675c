import type { BillingRun, DraftDocumentType, RunIssueError } from '@dd/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ModuleDeps } from '../../deps';
import { billingRuns, invoices, refundVouchers, users } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { enqueue, type JobHandler } from '../../../platform/queue';
import { conflict, HttpError, notFound } from '../../../lib/http-errors';
import { issueInvoiceIn } from '../invoices/commands';
import { issueRefundVoucher } from '../refund-vouchers/commands';
import { loadRun } from './queries';

export const RUN_ISSUE_JOB = 'billing.run-issue';

/**
 * POST /billing/runs/{id}/issue (admins, decision 0159): queues the issue of every draft of the
 * run (its tax invoices, then its refund vouchers) on the platform's job queue, and answers the
 * run with its progress. Asking again while it is queued or running changes nothing; after it
 * is done, it issues what is left (a draft refused before, fixed since). A run whose drafts a
 * later run of the month replaced is billing_run_replaced (409).
 */
export async function requestRunIssue(
  db: Db,
  actor: Actor,
  id: number,
  now: Date,
): Promise<BillingRun> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(billingRuns).where(eq(billingRuns.id, id)).for('update');
    if (!run) throw notFound('not_found', 'Run not found');
    const found = await loadRun(tx, id);
    if (found.replaced) throw conflict('billing_run_replaced', 'A later run replaced its drafts');
    if (run.issueState === 'QUEUED' || run.issueState === 'RUNNING') return;
    if (found.draftsLeft === 0) return;
    await tx
      .update(billingRuns)
      .set({
        issueState: 'QUEUED',
        issueTotal: found.draftsLeft,
        issueDone: 0,
        issueErrors: [],
        issueRequestedBy: actor.userId,
        issueRequestedAt: now,
        issueFinishedAt: null,
      })
      .where(eq(billingRuns.id, id));
    await enqueue(tx, {
      kind: RUN_ISSUE_JOB,
      payload: { runId: id },
      dedupeKey: `${RUN_ISSUE_JOB}:${id}:${now.getTime()}`,
      runAt: now,
    });
    await audit(tx, actor, {
      action: 'billing.run_issue_requested',
      entityType: 'billing_run',
      entityId: id,
      after: { drafts: found.draftsLeft },
    });
  });
  return loadRun(db, id);
}

/** The run's next draft to issue: its invoices in id order, then its vouchers; none refused. */
async function nextDraft(
  db: Db,
  runId: number,
  refused: RunIssueError[],
): Promise<{ type: DraftDocumentType; id: number } | null> {
  const skip = (type: DraftDocumentType) =>
    refused.filter((e) => e.documentType === type).map((e) => e.id);
  const notIn = (column: typeof invoices.id | typeof refundVouchers.id, ids: number[]) =>
    ids.length === 0 ? undefined : sql`${column} <> ALL(${sql.param(ids)}::int[])`;
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.runId, runId),
        eq(invoices.status, 'DRAFT'),
        notIn(invoices.id, skip('INVOICE')),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  if (invoice) return { type: 'INVOICE', id: invoice.id };
  const [voucher] = await db
    .select({ id: refundVouchers.id })
    .from(refundVouchers)
    .where(
      and(
        eq(refundVouchers.runId, runId),
        eq(refundVouchers.status, 'DRAFT'),
        notIn(refundVouchers.id, skip('REFUND_VOUCHER')),
      ),
    )
    .orderBy(asc(refundVouchers.id))
    .limit(1);
  return voucher ? { type: 'REFUND_VOUCHER', id: voucher.id } : null;
}

/**
 * The job: issues the run's drafts one at a time, each in its own transaction with the run's
 * count moved in it, so a process that dies mid-way leaves the count exact and the next try
 * (after the job's lease) goes on from the next draft. A refused draft (its error code) is
 * listed and skipped; any other failure fails the try, which the queue retries.
 */
export function runIssueHandler({ db, clock }: ModuleDeps): JobHandler {
  return {
    async run(job) {
      const runId = Number(job.payload.runId);
      const [run] = await db.select().from(billingRuns).where(eq(billingRuns.id, runId));
      if (!run || (run.issueState !== 'QUEUED' && run.issueState !== 'RUNNING')) return;
      await db.update(billingRuns).set({ issueState: 'RUNNING' }).where(eq(billingRuns.id, runId));
      const [user] = run.issueRequestedBy
        ? await db
            .select({ name: users.name, role: users.userType })
            .from(users)
            .where(eq(users.id, run.issueRequestedBy))
        : [];
      const actor: Actor = {
        userId: run.issueRequestedBy,
        name: user?.name ?? null,
        role: user?.role ?? 'admin',
      };
      const refused = [...(run.issueErrors as RunIssueError[])];
      const counted = sql`${billingRuns.issueDone} + 1`;
      for (;;) {
        const next = await nextDraft(db, runId, refused);
        if (!next) break;
        try {
          await db.transaction(async (tx) => {
            if (next.type === 'INVOICE') await issueInvoiceIn(tx, actor, next.id, clock());
            else await issueRefundVoucher(tx, actor, next.id, clock());
            await tx
              .update(billingRuns)
              .set({ issueDone: counted })
              .where(eq(billingRuns.id, runId));
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          refused.push({
            documentType: next.type,
            id: next.id,
            code: error.code,
            ...(error.params ? { params: error.params } : {}),
          });
          await db
            .update(billingRuns)
            .set({ issueDone: counted, issueErrors: refused })
            .where(eq(billingRuns.id, runId));
        }
      }
      await db
        .update(billingRuns)
        .set({ issueState: 'DONE', issueFinishedAt: clock() })
        .where(eq(billingRuns.id, runId));
    },
  };
}
