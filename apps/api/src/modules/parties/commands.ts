import type { CreateAccountRequest, CreateAccountResponse } from '@dd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { notFound } from '../../lib/http-errors';
import type { RequestMeta } from '../security-log';
import { createUser, toPublicUser } from '../users';
import { accountsFollowStatus } from './account-access';
import type { AnyPartyKind, PartyRow } from './kind';
import { MAX_INT_ID } from './sql';
import { assertPanMatchesGstin, identityChanges } from './values';

/** The row, locked for the rest of the transaction, if it is in the caller's scope; else 404. */
export async function lockedInScope<Row extends PartyRow>(
  tx: Executor,
  kind: AnyPartyKind,
  p: Principal,
  id: number,
): Promise<Row> {
  if (id > MAX_INT_ID) throw notFound('not_found', kind.notFound);
  const [row] = await tx
    .select()
    .from(kind.table)
    .where(and(eq(kind.idColumn, id), kind.scope(p)))
    .for('update');
  if (!row) throw notFound('not_found', kind.notFound);
  return row as Row;
}

/** Creates a party (inside the route's idempotent transaction). */
export async function createParty(tx: Tx, kind: AnyPartyKind, p: Principal, body: unknown) {
  const { values, toParty } = await kind.newRow(tx, p, body);
  const given = values as { pan: string | null; gstNumber: string | null };
  assertPanMatchesGstin(given.pan, given.gstNumber);
  const [created] = await tx.insert(kind.table).values(values).returning();
  const party = toParty(created as PartyRow) as { id: number };
  await audit(tx, actorOf(p), {
    action: `${kind.noun}.created`,
    entityType: kind.noun,
    entityId: party.id,
    after: party,
  });
  return { [kind.noun]: party };
}

/**
 * Changes only the fields sent; a body that changes nothing writes nothing (no audit entry). A
 * status change reaches the party's sign-in accounts (account-access.ts).
 */
export async function updateParty(
  db: Db,
  kind: AnyPartyKind,
  p: Principal,
  id: number,
  body: unknown,
  meta: RequestMeta,
): Promise<unknown> {
  return db.transaction(async (tx) => {
    const current = await lockedInScope<PartyRow>(tx, kind, p, id);
    const plan = await kind.planUpdate(tx, p, current, body);
    const changes = Object.fromEntries(
      Object.entries(plan.columns).filter(([key, value]) => {
        return value !== undefined && value !== current[key as keyof PartyRow];
      }),
    );
    if (Object.keys(changes).length === 0) return { [kind.noun]: plan.before };
    await plan.check(tx, Object.keys(changes));
    const identity = identityChanges(p, current, changes);
    const [updated] = await tx
      .update(kind.table)
      .set({ ...changes, ...identity, updatedAt: sql`now()` })
      .where(eq(kind.idColumn, id))
      .returning();
    await plan.afterWrite(tx);
    if (changes.status) {
      await accountsFollowStatus(tx, kind, p, id, (updated as PartyRow).status, meta);
    }
    const party = plan.after(updated);
    await audit(tx, actorOf(p), {
      action: `${kind.noun}.updated`,
      entityType: kind.noun,
      entityId: id,
      before: plan.before,
      after: party,
    });
    return { [kind.noun]: party };
  });
}

/** A sign-in account (userType = the kind) linked to this party. */
export async function createPartyAccount(
  tx: Tx,
  kind: AnyPartyKind,
  p: Principal,
  id: number,
  body: CreateAccountRequest,
): Promise<CreateAccountResponse> {
  const party = await lockedInScope<PartyRow>(tx, kind, p, id);
  const account = kind.account(party, body);
  const created = await createUser(tx, {
    name: body.name ?? party.name,
    email: body.email,
    password: body.password,
    userType: kind.noun,
    phone: party.phone,
    ...account.link,
  });
  const user = toPublicUser(created);
  await audit(tx, actorOf(p), {
    action: 'user.created',
    entityType: 'user',
    entityId: user.id,
    after: {
      name: user.name,
      email: user.email,
      userType: user.userType,
      ...account.audited(user),
    },
  });
  return { user };
}
