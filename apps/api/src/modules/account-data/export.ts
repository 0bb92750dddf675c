import { ACCOUNT_EXPORT_MAX_ACTIONS, type AccountDataExport } from '@dd/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, securityEvents, sessions } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { findUserById, toPublicUser } from '../users';
import { recordSecurityEvent, type RequestMeta } from '../security-log';

/**
 * Everything the product keeps about the caller, from the token only: the profile, the sign-in
 * sessions (not their ids, which are credentials), the security log's events about the account
 * (without who else acted) and the history entries the caller made. The export is itself
 * recorded (`data_exported`), so the account holder is told of one they did not make.
 */
export async function accountData(
  db: Db,
  p: Principal,
  meta: RequestMeta,
  now: Date,
): Promise<AccountDataExport> {
  const user = await findUserById(db, p.userId);
  if (!user) throw new Error(`the signed-in user ${p.userId} has no row`);
  const [sessionRows, eventRows, actionRows] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, p.userId))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        at: securityEvents.at,
        type: securityEvents.type,
        ip: securityEvents.ip,
        userAgent: securityEvents.userAgent,
        details: securityEvents.details,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, p.userId))
      .orderBy(desc(securityEvents.id)),
    db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, p.userId))
      .orderBy(desc(auditLog.id))
      .limit(ACCOUNT_EXPORT_MAX_ACTIONS + 1),
  ]);
  await recordSecurityEvent(db, { type: 'data_exported', userId: p.userId, meta });
  return {
    exportedAt: now.toISOString(),
    profile: toPublicUser(user),
    sessions: sessionRows,
    securityEvents: eventRows,
    actions: actionRows.slice(0, ACCOUNT_EXPORT_MAX_ACTIONS),
    actionsComplete: actionRows.length <= ACCOUNT_EXPORT_MAX_ACTIONS,
  };
}
