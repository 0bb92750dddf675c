import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * The demo's devices have been held since their ACTIVE assignment began (the demo's history goes
 * back four months), as the billing migration records for a database that had them (decision
 * 0142). Without this every holding would start at seeding, and no closed month of the demo could
 * be billed. In the seeding transaction every period the trigger wrote starts now: they are
 * written again from the assignments.
 */
export async function backdateHoldings(tx: Tx): Promise<void> {
  await tx.execute(sql`DELETE FROM machine_holding_periods`);
  await tx.execute(sql`
    INSERT INTO machine_holding_periods (machine_id, distributor_id, retailer_id, held_from, stint_from)
    SELECT m.id, m.distributor_id, m.retailer_id, s.since, s.since
      FROM machines m
      CROSS JOIN LATERAL (
        SELECT coalesce(max(a.created_at), m.updated_at) AS since
          FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
         WHERE am.machine_id = m.id AND am.active
      ) s
     WHERE m.distributor_id IS NOT NULL`);
}
