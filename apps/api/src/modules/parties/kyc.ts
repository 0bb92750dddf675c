import type { KycDecision } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import { actorOf, type Principal } from '../../access/principal';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { lockedInScope } from './commands';
import type { AnyPartyKind, PartyRow } from './kind';

const kycOf = (row: PartyRow) => ({
  kyc_status: row.kycStatus,
  kyc_rejection_reason: row.kycRejectionReason,
});

/**
 * An admin's KYC decision on a distributor or retailer: VERIFIED (the reason is cleared) or
 * REJECTED with its reason. Who decided comes from the token. The same decision again writes
 * nothing (no audit entry).
 */
export async function decideKyc(
  db: Db,
  kind: AnyPartyKind,
  p: Principal,
  id: number,
  body: KycDecision,
): Promise<unknown> {
  return db.transaction(async (tx) => {
    const current = await lockedInScope<PartyRow>(tx, kind, p, id);
    const reason = body.status === 'REJECTED' ? (body.reason ?? null) : null;
    const unchanged = current.kycStatus === body.status && current.kycRejectionReason === reason;
    if (!unchanged) {
      const [updated] = await tx
        .update(kind.table)
        .set({
          kycStatus: body.status,
          kycRejectionReason: reason,
          kycUpdatedBy: p.userId,
          kycUpdatedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(kind.idColumn, id))
        .returning();
      await audit(tx, actorOf(p), {
        action: `${kind.noun}.kyc_decided`,
        entityType: kind.noun,
        entityId: id,
        before: kycOf(current),
        after: kycOf(updated as PartyRow),
      });
    }
    const found = await kind.detail(tx as unknown as Db, id, undefined);
    return { [kind.noun]: found!.party };
  });
}
