import { eq, sql, and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { assignmentMachines, assignments, distributors, machines } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { audit } from '../../platform/audit';
import { recordAssigned } from './history';
import { trackStatusRows } from './kept-counts';
import { trackMachines } from './machine-records';

/**
 * What a Return takes away from each held machine: its holder and its activation lifecycle
 * (docs/decisions/0080-return-with-undo.md). Kept in the `assignment.returned` history entry, so
 * Undo can put every machine back exactly as it was. Values are JSON (dates as text).
 */
export const HeldMachineSnapshot = z.object({
  id: z.int(),
  partner: z.string().nullable(),
  partner_type: z.string().nullable(),
  distributor_id: z.int().nullable(),
  retailer_id: z.int().nullable(),
  activation_state: z.string().nullable(),
  allotted_at: z.string().nullable(),
  installed_on: z.string().nullable(),
  installed_by: z.int().nullable(),
  install_location: z.string().nullable(),
  activated_on: z.string().nullable(),
  activation_ref: z.string().nullable(),
  deactivated_at: z.string().nullable(),
});
export type HeldMachineSnapshot = z.infer<typeof HeldMachineSnapshot>;

/** The machines an ACTIVE assignment holds now, as they are (call before releasing them). */
export async function snapshotHeldMachines(
  tx: Tx,
  assignmentId: number,
): Promise<HeldMachineSnapshot[]> {
  const [row] = await rows(
    tx,
    sql`select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) as machines
          from (select m.id, m.partner, m.partner_type, m.distributor_id, m.retailer_id,
                       m.activation_state, m.allotted_at, m.installed_on, m.installed_by,
                       m.install_location, m.activated_on, m.activation_ref, m.deactivated_at
                  from ${machines} m
                  join ${assignmentMachines} am on am.machine_id = m.id
                 where am.assignment_id = ${assignmentId} and am.active) x`,
    z.object({ machines: z.array(HeldMachineSnapshot) }),
  );
  return row?.machines ?? [];
}

type Returned = {
  id: number;
  orderId: number | null;
  distributorId: number;
  retailerId: number | null;
};

/**
 * Undoes a Return's writes (the checks are the caller's: assignments/undo-return.ts): the
 * assignment is ACTIVE again and holds the same machines, each exactly as the snapshot kept it
 * (holder, partner, activation lifecycle), with the history entries of a custody change.
 */
export async function restoreReturned(
  tx: Tx,
  actor: Actor,
  assignment: Returned,
  entry: { id: number; machines: HeldMachineSnapshot[] },
): Promise<void> {
  const machineIds = entry.machines.map((m) => m.id);
  await trackStatusRows(tx, 'assignments', [assignment.id], () =>
    tx
      .update(assignments)
      .set({ status: 'ACTIVE', updatedAt: sql`now()`, returnedAt: null })
      .where(eq(assignments.id, assignment.id)),
  );
  await tx
    .update(assignmentMachines)
    .set({ active: true })
    .where(
      and(
        eq(assignmentMachines.assignmentId, assignment.id),
        inArray(assignmentMachines.machineId, machineIds),
      ),
    );
  await trackMachines(tx, machineIds, () =>
    tx.execute(sql`update ${machines} m
           set status = 'ASSIGNED', partner = s.partner, partner_type = s.partner_type,
               distributor_id = s.distributor_id, retailer_id = s.retailer_id,
               activation_state = s.activation_state, allotted_at = s.allotted_at,
               installed_on = s.installed_on, installed_by = s.installed_by,
               install_location = s.install_location, activated_on = s.activated_on,
               activation_ref = s.activation_ref, deactivated_at = s.deactivated_at,
               updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(entry.machines)}::jsonb) as s(
                 id int, partner text, partner_type text, distributor_id int, retailer_id int,
                 activation_state text, allotted_at timestamptz, installed_on date,
                 installed_by int, install_location text, activated_on date,
                 activation_ref text, deactivated_at timestamptz)
         where m.id = s.id`),
  );
  await audit(tx, actor, {
    action: 'assignment.return_undone',
    entityType: 'assignment',
    entityId: assignment.id,
    before: { status: 'RETURNED' },
    after: { status: 'ACTIVE' },
    details: { returnEntryId: entry.id },
  });
  const [distributor] = await tx
    .select({ name: distributors.name })
    .from(distributors)
    .where(eq(distributors.id, assignment.distributorId));
  await recordAssigned(
    tx,
    actor,
    machineIds,
    {
      distributorId: assignment.distributorId,
      distributorName: distributor?.name ?? '',
      retailerId: assignment.retailerId,
    },
    { assignmentId: assignment.id, orderId: assignment.orderId, reason: 'Return undone' },
  );
}
