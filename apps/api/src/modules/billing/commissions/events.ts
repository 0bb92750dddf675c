import { formatRupees } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { commissionStatements, distributors } from '../../../db/schema';
import { emit } from '../../../platform/outbox';
import { monthOf } from '../months';

/**
 * `commission.approved`: the distributor (and the admins) are told that a month's commission is
 * approved and its net, after the TDS withheld, credited to it.
 */
export async function emitCommissionApproved(db: Executor, actor: Actor, id: number) {
  const [found] = await db
    .select({ s: commissionStatements, name: distributors.name })
    .from(commissionStatements)
    .innerJoin(distributors, eq(distributors.id, commissionStatements.distributorId))
    .where(eq(commissionStatements.id, id));
  const { s, name } = found!;
  return emit(db, {
    type: 'commission.approved',
    actorUserId: actor.userId,
    distributorId: s.distributorId,
    entityType: 'commission_statement',
    entityId: id,
    payload: {
      statementId: id,
      number: s.number,
      distributorName: name,
      month: monthOf(s.month),
      approvedOn: s.approvedOn,
      grossPaise: s.grossPaise,
      tdsRateBp: s.tdsRateBp,
      tdsPaise: s.tdsPaise,
      netPaise: s.netPaise,
      amount: formatRupees(s.netPaise),
      grossAmount: formatRupees(s.grossPaise),
      tdsAmount: formatRupees(s.tdsPaise),
    },
  });
}
