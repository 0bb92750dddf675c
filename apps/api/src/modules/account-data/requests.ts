import type { DeletionRequest, DeletionRequestListQuery } from '@dd/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { accountDeletionRequests, users } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { conflict, notFound } from '../../lib/http-errors';
import { recordSecurityEvent, type RequestMeta } from '../security-log';
import { accountsStatusChanged } from './account-status';

const decider = alias(users, 'decider');

const requestColumns = {
  id: accountDeletionRequests.id,
  status: accountDeletionRequests.status,
  requestedAt: accountDeletionRequests.requestedAt,
  decidedAt: accountDeletionRequests.decidedAt,
  user: { id: users.id, name: users.name, email: users.email, userType: users.userType },
  deciderId: decider.id,
  deciderName: decider.name,
};

type RequestRow = {
  id: number;
  status: DeletionRequest['status'];
  requestedAt: Date;
  decidedAt: Date | null;
  user: DeletionRequest['user'];
  deciderId: number | null;
  deciderName: string | null;
};

const toRequest = (r: RequestRow): DeletionRequest => ({
  id: r.id,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  user: r.user,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decidedBy:
    r.deciderId !== null && r.deciderName !== null
      ? { id: r.deciderId, name: r.deciderName }
      : null,
});

const selectRequests = (db: Executor) =>
  db
    .select(requestColumns)
    .from(accountDeletionRequests)
    .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
    .leftJoin(decider, eq(decider.id, accountDeletionRequests.decidedBy));

async function requestById(db: Executor, id: number): Promise<DeletionRequest> {
  const [row] = await selectRequests(db).where(eq(accountDeletionRequests.id, id));
  if (!row) throw notFound('not_found', 'Deletion request not found');
  return toRequest(row);
}

/** The caller's latest request, whatever its status (null: never asked). */
export async function myDeletionRequest(db: Executor, userId: number) {
  const [row] = await selectRequests(db)
    .where(eq(accountDeletionRequests.userId, userId))
    .orderBy(desc(accountDeletionRequests.id))
    .limit(1);
  return row ? toRequest(row) : null;
}

/** Admins' list: pending ones oldest first (the queue), else newest first. */
export async function listDeletionRequests(db: Executor, q: DeletionRequestListQuery) {
  const where = q.status === 'all' ? undefined : eq(accountDeletionRequests.status, q.status);
  const order =
    q.status === 'PENDING'
      ? [asc(accountDeletionRequests.requestedAt), asc(accountDeletionRequests.id)]
      : [desc(accountDeletionRequests.requestedAt), desc(accountDeletionRequests.id)];
  const [rows, [count]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(accountDeletionRequests).where(where),
  ]);
  return {
    requests: rows.map(toRequest),
    total: count?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The signed-in user asks for their account to be deleted; admins see it and act on it. */
export async function requestDeletion(tx: Tx, p: Principal, meta: RequestMeta) {
  const [created] = await tx
    .insert(accountDeletionRequests)
    .values({ userId: p.userId })
    .onConflictDoNothing()
    .returning({ id: accountDeletionRequests.id });
  if (!created)
    throw conflict('deletion_already_requested', 'A deletion request is already waiting');
  await recordSecurityEvent(tx, {
    type: 'deletion_requested',
    userId: p.userId,
    meta,
    details: { requestId: created.id },
  });
  return requestById(tx, created.id);
}

/** The pending request `id`, locked; someone else's (an admin never decides their own). */
async function lockPending(tx: Tx, actor: Principal, id: number) {
  const [row] = await tx
    .select({
      userId: accountDeletionRequests.userId,
      status: accountDeletionRequests.status,
      email: users.email,
    })
    .from(accountDeletionRequests)
    .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
    .where(eq(accountDeletionRequests.id, id))
    .for('update', { of: accountDeletionRequests });
  if (!row) throw notFound('not_found', 'Deletion request not found');
  if (row.status !== 'PENDING')
    throw conflict('deletion_request_closed', 'The request was already acted on', {
      params: { status: row.status },
    });
  if (row.userId === actor.userId)
    throw conflict('deletion_request_own', 'Another admin acts on your own request');
  return row;
}

const close = (tx: Tx, id: number, status: 'DONE' | 'DECLINED', actor: Principal) =>
  tx
    .update(accountDeletionRequests)
    .set({ status, decidedBy: actor.userId, decidedAt: sql`now()` })
    .where(and(eq(accountDeletionRequests.id, id), eq(accountDeletionRequests.status, 'PENDING')));

/**
 * An admin grants the request: the account is deactivated (it can no longer sign in; its sessions
 * and tokens end). Its records stay: orders, history and the security log name it for good.
 */
export async function deactivateForRequest(
  tx: Tx,
  actor: Principal,
  id: number,
  meta: RequestMeta,
) {
  const row = await lockPending(tx, actor, id);
  await tx
    .update(users)
    .set({ status: 'INACTIVE', updatedAt: sql`now()` })
    .where(eq(users.id, row.userId));
  await accountsStatusChanged(
    tx,
    [{ id: row.userId, email: row.email }],
    actor.userId,
    'INACTIVE',
    meta,
    { deletionRequestId: id },
  );
  await close(tx, id, 'DONE', actor);
  return requestById(tx, id);
}

/** An admin declines the request (the account stays as it is); the account holder is told. */
export async function declineRequest(tx: Tx, actor: Principal, id: number, meta: RequestMeta) {
  const row = await lockPending(tx, actor, id);
  await close(tx, id, 'DECLINED', actor);
  await recordSecurityEvent(tx, {
    type: 'deletion_declined',
    userId: row.userId,
    email: row.email,
    actorUserId: actor.userId,
    meta,
    details: { requestId: id },
  });
  return requestById(tx, id);
}
