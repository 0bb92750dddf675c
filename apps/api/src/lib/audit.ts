import { auditLog } from '../db/schema';
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
