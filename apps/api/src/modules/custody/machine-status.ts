import type { MachineStatus } from '@dd/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { machines } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { audit, type AuditEntry } from '../../platform/audit';
import { conflict } from '../../lib/http-errors';
import { heldMachineIds, type HeldFields } from './held';
import { trackMachines } from './machine-records';

export type StatusChange = {
  status: MachineStatus;
  /** Flagged faulty, or cleared (a device back from repair). */
  faulty?: boolean;
  /** The partner shown for the device (an admin's rename while it is held). */
  partner?: string | null;
  partnerType?: 'B2B' | 'B2C' | null;
};

type StatusRow = HeldFields & { partner: string | null; partnerType: string | null };

export type StatusHistory<R extends StatusRow> = {
  /** 'machine.status_changed' unless the step has a name of its own (e.g. an RMA's close). */
  action?: string;
  details: (row: R) => Record<string, unknown>;
  /** The caller's own entries of the same change, written first (e.g. 'machine.updated'). */
  also?: AuditEntry[];
};

/**
 * Sets the status of (already locked) machines with their history entries, in the caller's
 * transaction. A stock status (AVAILABLE, MAINTENANCE, RETIRED) only for machines nobody holds:
 * a held one changes status by being released (409 `machines_held` otherwise); ASSIGNED only for
 * machines that are held (it confirms them, maybe with a partner).
 */
export async function setMachineStatus<R extends StatusRow>(
  tx: Tx,
  actor: Actor,
  rows: readonly R[],
  change: StatusChange,
  entry: StatusHistory<R>,
): Promise<void> {
  if (rows.length === 0) return;
  const held = await heldMachineIds(tx, rows);
  const wrong = rows.filter((r) => held.has(r.id) !== (change.status === 'ASSIGNED'));
  if (wrong.length > 0) {
    throw conflict(
      change.status === 'ASSIGNED' ? 'machines_not_held' : 'machines_held',
      `Machines whose status custody moves: ${wrong.map((r) => r.id).join(', ')}`,
    );
  }
  const ids = rows.map((r) => r.id);
  await trackMachines(tx, ids, () =>
    tx
      .update(machines)
      .set({ ...change, updatedAt: sql`now()` })
      .where(inArray(machines.id, ids)),
  );
  const withPartner = change.partner !== undefined || change.partnerType !== undefined;
  const history = [
    ...(entry.also ?? []),
    ...rows.map((row) => ({
      action: entry.action ?? 'machine.status_changed',
      entityType: 'machine',
      entityId: row.id,
      before: {
        status: row.status,
        ...(withPartner ? { partner: row.partner, partnerType: row.partnerType } : {}),
      },
      after: {
        status: change.status,
        ...(withPartner
          ? {
              partner: change.partner ?? row.partner,
              partnerType: change.partnerType ?? row.partnerType,
            }
          : {}),
      },
      details: entry.details(row),
    })),
  ];
  // In slices: one INSERT holds at most 65535 parameters.
  for (let i = 0; i < history.length; i += AUDIT_SLICE)
    await audit(tx, actor, history.slice(i, i + AUDIT_SLICE));
}

const AUDIT_SLICE = 2000;
