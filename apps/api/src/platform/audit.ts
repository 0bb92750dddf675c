import { sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { idArray } from '../db/id-array';
import type { Executor } from '../db/client';
import type { Actor } from '../access/principal';

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
  details?: unknown;
};

/** Appends to the audit log, inside the caller's transaction so history and change land together. */
export async function audit(
  db: Executor,
  actor: Actor,
  entries: AuditEntry | AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((e) => ({
      actorUserId: actor.userId,
      actorName: actor.name,
      actorRole: actor.role,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      before: e.before ?? null,
      after: e.after ?? null,
      details: e.details ?? null,
    })),
  );
}

const jsonOrNull = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * The same entry for each of many entities (500 machines of a booking): one INSERT ... SELECT
 * over the id array, in the ids' order, so the payload is sent and parsed once, not per row.
 */
export async function auditEach(
  db: Executor,
  actor: Actor,
  entry: Omit<AuditEntry, 'entityId'>,
  entityIds: readonly number[],
): Promise<void> {
  if (entityIds.length === 0) return;
  await db.execute(
    sql`INSERT INTO ${auditLog} (actor_user_id, actor_name, actor_role, action, entity_type, entity_id, before, after, details)
        SELECT ${actor.userId}::int, ${actor.name}::text, ${actor.role}::text, ${entry.action}::text, ${entry.entityType}::text, e.id,
               ${jsonOrNull(entry.before)}::jsonb, ${jsonOrNull(entry.after)}::jsonb, ${jsonOrNull(entry.details)}::jsonb
          FROM unnest(${idArray(entityIds)}) WITH ORDINALITY AS e(id, n)
         ORDER BY e.n`,
  );
}

/**
 * An INSERT of one audit entry per row of a bulk write's query (a CTE step: a million imported
 * machines are audited in the statement that inserts them). `columns` are SQL over the rows of
 * `from` (FROM ... ORDER BY ... RETURNING ...), which decides the entries' order and answer.
 */
export function auditRowsSql(
  actor: Actor,
  entry: { action: string; entityType: string },
  columns: { entityId: SQL; before: SQL; after: SQL; details: SQL },
  from: SQL,
): SQL {
  return sql`INSERT INTO ${auditLog} (actor_user_id, actor_name, actor_role, action, entity_type,
      entity_id, before, after, details)
    SELECT ${actor.userId}::int, ${actor.name}::text, ${actor.role}::text, ${entry.action}::text,
      ${entry.entityType}::text, ${columns.entityId}, ${columns.before}, ${columns.after},
      ${columns.details}
    ${from}`;
}
