import type { MachineHistoryEntry, MachineHistoryResponse } from '@dd/contract';
import { USER_TYPES } from '@dd/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { findScopedMachine } from './list';
import { toMachine } from '../serialize';

type JsonRecord = Record<string, unknown>;

const isRecord = (v: unknown): v is JsonRecord =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** before / after as an object (a non-object value, which we never write, is wrapped). */
const asRecord = (v: unknown): JsonRecord | null =>
  v === null || v === undefined ? null : isRecord(v) ? v : { value: v };

/** Roles the audit log may hold: the three user types, or 'system' (seed, CLI). */
function roleOf(role: string | null): MachineHistoryEntry['actor']['role'] {
  if (role === 'system') return 'system';
  return (USER_TYPES as readonly string[]).includes(role ?? '')
    ? (role as (typeof USER_TYPES)[number])
    : null;
}

/**
 * GET /reports/machine-history/{id}: the machine's audit entries, oldest first. Non-admins only
 * for machines in their scope (404 otherwise).
 */
export async function machineHistory(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<MachineHistoryResponse> {
  const machine = await findScopedMachine(db, principal, id);
  const entries = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'machine'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return {
    machine: toMachine(machine),
    history: entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      action: e.action,
      actor: { id: e.actorUserId, name: e.actorName, role: roleOf(e.actorRole) },
      details: asRecord(e.details) ?? {},
      before: asRecord(e.before),
      after: asRecord(e.after),
    })),
  };
}
