import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import type { Actor } from '../../access/principal';
import { audit } from '../../lib/audit';

/**
 * What a Return takes away from each held machine: its holder and its activation lifecycle
 * (docs/decisions/0080-return-with-undo.md). Kept in the `assignment.returned` history entry, so
 * Undo can put every machine back exactly as it was. Values are JSON (dates as text).
 */
export type HeldMachineSnapshot = {
  id: number;
  partner: string | null;
  partner_type: string | null;
  distributor_id: number | null;
  retailer_id: number | null;
  activation_state: string | null;
  allotted_at: string | null;
  installed_on: string | null;
  installed_by: number | null;
  install_location: string | null;
  activated_on: string | null;
  activation_ref: string | null;
  deactivated_at: string | null;
};

/** The machines an ACTIVE assignment holds now, as they are (call before releasing them). */
export async function snapshotHeldMachines(
  tx: Tx,
  assignmentId: number,
): Promise<HeldMachineSnapshot[]> {
  const [row] = await rows<{ machines: HeldMachineSnapshot[] }>(
    tx,
    sql`select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) as machines
          from (select m.id, m.partner, m.partner_type, m.distributor_id, m.retailer_id,
                       m.activation_state, m.allotted_at, m.installed_on, m.installed_by,
                       m.install_location, m.activated_on, m.activation_ref, m.deactivated_at
                  from machines m
                  join assignment_machines am on am.machine_id = m.id
                 where am.assignment_id = ${assignmentId} and am.active) x`,
  );
  return row?.machines ?? [];
}

/** The Return's own history entry, written after the release (the last entry of the assignment). */
export async function recordReturn(
  tx: Tx,
  actor: Actor,
  assignmentId: number,
  machines: HeldMachineSnapshot[],
): Promise<void> {
  await audit(tx, actor, {
    action: 'assignment.returned',
    entityType: 'assignment',
    entityId: assignmentId,
    details: { machines },
  });
}
