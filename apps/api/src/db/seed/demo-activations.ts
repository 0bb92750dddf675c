import { BUSINESS_TIME_ZONE } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { trackMachines } from '../../modules/custody';
import type { Tx } from '../client';
import { rows } from '../rows';
import { assignmentMachines, assignments, machines } from '../schema';

/**
 * Devices at merchants for three weeks or more were activated four days after they came; one in
 * five was deactivated twelve days later (its activation commission clawed back). Written to the
 * machines through custody's trackMachines, which keeps each activation.
 */
export async function seedActivationHistory(tx: Tx, now: Date) {
  const since = new Date(now.getTime() - 21 * 86_400_000).toISOString();
  const came = sql`SELECT am.machine_id, a.created_at AS came,
                   row_number() OVER (ORDER BY am.machine_id) AS n
              FROM ${assignmentMachines} am JOIN ${assignments} a ON a.id = am.assignment_id
             WHERE am.active AND a.retailer_id IS NOT NULL
               AND a.created_at < ${since}::timestamptz`;
  const ids = (
    await rows(tx, sql`SELECT machine_id AS id FROM (${came}) x`, z.object({ id: z.int() }))
  ).map((r) => r.id);
  await trackMachines(tx, ids, () =>
    tx.execute(sql`
    UPDATE ${machines} m
       SET activation_state = CASE WHEN x.n % 5 = 0 THEN 'DEACTIVATED' ELSE 'ACTIVATED' END,
           activated_on = (x.came AT TIME ZONE ${BUSINESS_TIME_ZONE})::date + 4,
           activation_ref = 'ACT-' || lpad(m.id::text, 6, '0'),
           deactivated_at = CASE WHEN x.n % 5 = 0 THEN x.came + interval '16 days' END
      FROM (${came}) x
     WHERE m.id = x.machine_id`),
  );
}
