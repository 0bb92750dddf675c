import { CommissionLine, type CommissionQuery, type CommissionStatement } from '@dd/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { commissionStatements as commissionStatementRows, distributors } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { notFound } from '../../../lib/http-errors';
import { firstDay, monthBounds, monthOf, refuseOpenMonth } from '../months';
import { commissionStatementsSql } from './statement-sql';

/** A computed statement's row (statement-sql.ts): its sums in paise. */
const statementRow = z.object({
  distributor_id: integer,
  distributor_name: z.string(),
  activation: integer,
  monthly: integer,
  clawback: integer,
  total: integer,
  lines: z.array(CommissionLine),
});

/**
 * Whose statements the caller reads: an admin every distributor's (or the one asked), a
 * distributor only its own (another's is a 404, like a missing one).
 */
function distributorAsked(principal: Principal, asked: number | undefined): number | undefined {
  if (principal.role === 'admin') return asked;
  const own = principal.distributorId;
  if (!own || (asked !== undefined && asked !== own))
    throw notFound('not_found', 'Distributor not found');
  return own;
}

/** An approved statement as the API shows it: frozen lines and sums, its approval. */
function frozen(r: typeof commissionStatementRows.$inferSelect, name: string): CommissionStatement {
  return {
    month: monthOf(r.month),
    distributorId: r.distributorId,
    distributorName: name,
    lines: r.lines as CommissionLine[],
    activationPaise: r.activationPaise,
    monthlyPaise: r.monthlyPaise,
    clawbackPaise: r.clawbackPaise,
    totalPaise: r.grossPaise,
    approval: {
      id: r.id,
      number: r.number,
      status: r.status,
      approvedOn: r.approvedOn,
      grossPaise: r.grossPaise,
      tdsRateBp: r.tdsRateBp,
      tdsBasePaise: r.tdsBasePaise,
      tdsPaise: r.tdsPaise,
      netPaise: r.netPaise,
      appliedPaise: r.appliedPaise,
      unappliedPaise: r.netPaise - r.appliedPaise,
    },
  };
}

/**
 * A closed month's statements, one per distributor with lines (or the one asked, even without):
 * computed from the activations, except those approved, which are their frozen documents.
 */
export async function statementsOf(
  db: Executor,
  month: string,
  distributorId: number | undefined,
  now: Date,
): Promise<CommissionStatement[]> {
  refuseOpenMonth(month, now);
  const { next, endsAt } = monthBounds(month);
  const found = await rows(
    db,
    commissionStatementsSql({ first: firstDay(month), next, endsAt, distributorId }),
    statementRow,
  );
  const approved = await db
    .select({ row: commissionStatementRows, name: distributors.name })
    .from(commissionStatementRows)
    .innerJoin(distributors, eq(distributors.id, commissionStatementRows.distributorId))
    .where(
      and(
        eq(commissionStatementRows.month, firstDay(month)),
        distributorId === undefined
          ? undefined
          : eq(commissionStatementRows.distributorId, distributorId),
      ),
    );
  const byDistributor = new Map(approved.map((a) => [a.row.distributorId, frozen(a.row, a.name)]));
  const computed = found.map(
    (r): CommissionStatement =>
      byDistributor.get(r.distributor_id) ?? {
        month,
        distributorId: r.distributor_id,
        distributorName: r.distributor_name,
        lines: r.lines,
        activationPaise: r.activation,
        monthlyPaise: r.monthly,
        clawbackPaise: r.clawback,
        totalPaise: r.total,
        approval: null,
      },
  );
  const shown = new Set(computed.map((s) => s.distributorId));
  const onlyApproved = [...byDistributor.values()].filter((s) => !shown.has(s.distributorId));
  return [...computed, ...onlyApproved];
}

/**
 * GET /billing/commissions: a closed month's statements (the current or a future month is 409
 * billing_month_open, as for the run), one per distributor with lines, or the one asked.
 */
export async function commissionStatements(
  db: Executor,
  principal: Principal,
  q: CommissionQuery,
  now: Date,
): Promise<CommissionStatement[]> {
  const distributorId = distributorAsked(principal, q.distributorId);
  const found = await statementsOf(db, q.month, distributorId, now);
  if (distributorId !== undefined && found.length === 0)
    throw notFound('not_found', 'Distributor not found');
  return found;
}
