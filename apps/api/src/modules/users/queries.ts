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

/** An account may sign in while it, and the distributor / retailer it belongs to, are ACTIVE. */
export async function accountIsActive(db: Executor, u: UserRow): Promise<boolean> {
  if (u.status !== 'ACTIVE') return false;
  if (u.distributorId) {
    const [d] = await db
      .select({ status: distributors.status })
      .from(distributors)
      .where(eq(distributors.id, u.distributorId));
    if (d?.status !== 'ACTIVE') return false;
  }
  if (u.retailerId) {
    const [r] = await db
      .select({ status: retailers.status })
      .from(retailers)
      .where(eq(retailers.id, u.retailerId));
    if (r?.status !== 'ACTIVE') return false;
  }
  return true;
}
