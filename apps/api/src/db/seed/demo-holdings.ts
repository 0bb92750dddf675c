import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * The demo's devices have been held since their ACTIVE assignment began (the demo's history goes
 * back four months), as the billing migration records for a database that had them (decision
 * 0142). Without this every holding would start at seeding, and no closed month of the demo could
 * be billed. In the seeding transaction every period the trigger wrote starts now: the open
 * ones are moved back to their assignment's start.
 */
export async function backdateHoldings(tx: Tx): Promise<void> {
  // The periods closed while seeding are all zero days long (they end when they began: now).
  await tx.execute(sql`DELETE FROM machine_holding_periods WHERE held_to IS NOT NULL`);
  await tx.execute(sql`
    UPDATE machine_holding_periods p SET held_from = s.since, stint_from = s.since
      FROM (SELECT am.machine_id, max(a.created_at) AS since
              FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
             WHERE am.active
             GROUP BY am.machine_id) s
     WHERE p.machine_id = s.machine_id AND p.held_to IS NULL`);
}
