import { todayInIndia } from '@dd/contract';
import type { ApproveCommissionRequest, CommissionStatement } from '@dd/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { commissionStatements, distributorBilling } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict } from '../../../lib/http-errors';
import { organisationRow } from '../../organisation';
import { financialYear, firstDay } from '../months';
import { buyerOf } from '../books/buyer';
import { nextNumber } from '../numbering';
import { emitCommissionApproved } from './events';
import { statementsOf } from './statements';
import { tdsOf } from './tds';

/** The first and the day after the last of a financial year '2026-27'. */
function yearBounds(fy: string) {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-04-01` };
}

/**
 * POST /billing/commissions/approve (admins, in the idempotent call's transaction): freezes a
 * closed month's statement of one distributor as a document `CS/<FY>/NNNNNN` (its lines and
 * sums as computed now), withholds TDS under section 194H and owes the distributor the net, an
 * unapplied credit until paid out or set against its invoices. Once per distributor and month
 * (commission_already_approved); a total not above zero has nothing to approve.
 */
export async function approveCommission(
  tx: Tx,
  actor: Actor,
  body: ApproveCommissionRequest,
  now: Date,
): Promise<{ statement: CommissionStatement }> {
  // One approval at a time per distributor: the year's sums below must include every earlier one.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(8159, ${body.distributorId})`);
  const [taken] = await tx
    .select({ number: commissionStatements.number })
    .from(commissionStatements)
    .where(
      and(
        eq(commissionStatements.distributorId, body.distributorId),
        eq(commissionStatements.month, firstDay(body.month)),
      ),
    );
  if (taken)
    throw conflict('commission_already_approved', `Approved as ${taken.number}`, {
      params: { number: taken.number },
    });
  const [statement] = await statementsOf(tx, body.month, body.distributorId, now);
  if (!statement || statement.totalPaise <= 0)
    throw conflict('commission_nothing_to_pay', 'Nothing to pay', {
      params: { totalPaise: statement?.totalPaise ?? 0 },
    });
  const today = todayInIndia(now);
  const { from, to } = yearBounds(financialYear(today));
  const [year] = await tx
    .select({
      gross: sql<string>`coalesce(sum(${commissionStatements.grossPaise}), 0)`,
      bases: sql<string>`coalesce(sum(${commissionStatements.tdsBasePaise}), 0)`,
    })
    .from(commissionStatements)
    .where(
      and(
        eq(commissionStatements.distributorId, body.distributorId),
        gte(commissionStatements.approvedOn, from),
        lt(commissionStatements.approvedOn, to),
      ),
    );
  const org = await organisationRow(tx);
  const [certificate] = await tx
    .select({ rateBp: distributorBilling.tdsCertificateRateBp })
    .from(distributorBilling)
    .where(eq(distributorBilling.distributorId, body.distributorId));
  const rateBp = certificate?.rateBp ?? org.tdsRateBp;
  const grossPaise = statement.totalPaise;
  const { basePaise, tdsPaise } = tdsOf({
    grossPaise,
    yearGrossBeforePaise: Number(year!.gross),
    yearBasesBeforePaise: Number(year!.bases),
    thresholdPaise: org.tdsThresholdPaise,
    rateBp,
  });
  const number = await nextNumber(tx, 'CS', today);
  const [made] = await tx
    .insert(commissionStatements)
    .values({
      number,
      distributorId: body.distributorId,
      month: firstDay(body.month),
      activationPaise: statement.activationPaise,
      monthlyPaise: statement.monthlyPaise,
      clawbackPaise: statement.clawbackPaise,
      grossPaise,
      tdsRateBp: rateBp,
      tdsBasePaise: basePaise,
      tdsPaise,
      netPaise: grossPaise - tdsPaise,
      lines: statement.lines,
      buyer: await buyerOf(tx, body.distributorId, true),
      approvedOn: today,
      approvedBy: actor.userId,
      approvedAt: now,
    })
    .returning({ id: commissionStatements.id });
  await audit(tx, actor, {
    action: 'commission.approved',
    entityType: 'commission_statement',
    entityId: made!.id,
    after: { number, month: body.month, grossPaise, tdsPaise, rateBp, basePaise },
  });
  await emitCommissionApproved(tx, actor, made!.id);
  const [approved] = await statementsOf(tx, body.month, body.distributorId, now);
  return { statement: approved! };
}
