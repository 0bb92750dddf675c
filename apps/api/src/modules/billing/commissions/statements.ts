import type { CommissionLine, CommissionQuery, CommissionStatement } from '@dd/contract';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import type { Principal } from '../../../access/principal';
import { notFound } from '../../../lib/http-errors';
import { firstDay, monthBounds, refuseOpenMonth } from '../months';
import { commissionStatementsSql } from './statement-sql';

type StatementRow = {
  distributor_id: number;
  distributor_name: string;
  activation: number | string;
  monthly: number | string;
  clawback: number | string;
  total: number | string;
  lines: CommissionLine[];
};

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
  refuseOpenMonth(q.month, now);
  const { next, endsAt } = monthBounds(q.month);
  const found = await rows<StatementRow>(
    db,
    commissionStatementsSql({ first: firstDay(q.month), next, endsAt, distributorId }),
  );
  if (distributorId !== undefined && found.length === 0)
    throw notFound('not_found', 'Distributor not found');
  return found.map((r) => ({
    month: q.month,
    distributorId: r.distributor_id,
    distributorName: r.distributor_name,
    lines: r.lines,
    activationPaise: Number(r.activation),
    monthlyPaise: Number(r.monthly),
    clawbackPaise: Number(r.clawback),
    totalPaise: Number(r.total),
  }));
}
