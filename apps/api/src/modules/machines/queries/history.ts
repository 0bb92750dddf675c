import type { MachineHistoryEntry, MachineHistoryResponse } from '@dd/contract';
import { USER_TYPES } from '@dd/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { findScopedMachine } from './list';
import { machineWhereabouts } from './holding';

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
 * The entries of a machine's history a non-admin may read: those of its own holding periods
 * (docs/decisions/0054-history-holding-periods.md). A period opens with
 * a 'machine.assigned' entry whose details name the holder (distributorId, and retailerId when a
 * retailer holds it) and ends with the next 'machine.released' (included), or the next
 * 'machine.assigned' (a new period), or not yet. Periods follow the log's id order, the order the
 * writes happened in under the machine's row lock (`at` is a transaction's start time).
 * Answers undefined for an admin (every entry).
 */
function holdingPeriodsOf(principal: Principal, machineId: number): SQL | undefined {
  if (principal.role === 'admin') return undefined;
  const holder =
    principal.role === 'distributor' && principal.distributorId
      ? sql`p.opened_by -> 'distributorId' = to_jsonb(${principal.distributorId}::int)`
      : principal.role === 'retailer' && principal.retailerId
        ? sql`p.opened_by -> 'retailerId' = to_jsonb(${principal.retailerId}::int)`
        : undefined;
  if (!holder) return sql`false`;
  return sql`${auditLog.id} IN (
    SELECT p.id FROM (
      SELECT s.id, s.period,
             first_value(s.details) OVER (PARTITION BY s.period ORDER BY s.id) AS opened_by,
             count(*) FILTER (WHERE s.action = 'machine.released') OVER (
               PARTITION BY s.period ORDER BY s.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
             ) AS released_before
        FROM (
          SELECT l.id, l.action, l.details,
                 count(*) FILTER (WHERE l.action = 'machine.assigned') OVER (ORDER BY l.id) AS period
            FROM ${auditLog} l
           WHERE l.entity_type = 'machine' AND l.entity_id = ${machineId}::int
        ) s
    ) p
    WHERE p.period > 0 AND p.released_before = 0 AND ${holder})`;
}

/**
 * GET /reports/machine-history/{id}: the machine's audit entries, oldest first. Non-admins only
 * for machines in their scope (404 otherwise), and only the entries of their own holding periods.
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
    .where(
      and(
        eq(auditLog.entityType, 'machine'),
        eq(auditLog.entityId, id),
        holdingPeriodsOf(principal, id),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return {
    ...(await machineWhereabouts(db, machine)),
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
