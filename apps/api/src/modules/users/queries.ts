import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { distributors, retailers, users } from '../../db/schema';
import type { UserRow } from './serialize';

export async function findUserByEmail(db: Executor, email: string) {
  const [u] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return u ?? null;
}

export async function findUserById(db: Executor, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u ?? null;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Whether the party with `id` (none: nothing to check) is ACTIVE. */
async function partyIsActive(
  db: Executor,
  party: typeof distributors | typeof retailers,
  id: number | null,
): Promise<boolean> {
  if (!id) return true;
  const [row] = await db.select({ status: party.status }).from(party).where(eq(party.id, id));
  return row?.status === 'ACTIVE';
}

/** An account may sign in while it, and the distributor / retailer it belongs to, are ACTIVE. */
export async function accountIsActive(db: Executor, u: UserRow): Promise<boolean> {
  return (
    u.status === 'ACTIVE' &&
    (await partyIsActive(db, distributors, u.distributorId)) &&
    (await partyIsActive(db, retailers, u.retailerId))
  );
}
