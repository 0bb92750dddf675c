import type { User, UserType } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { distributors, retailers, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';

type UserRow = typeof users.$inferSelect;

/** The public shape of a user: never the password hash. */
export function toPublicUser(u: UserRow): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    userType: u.userType,
    phone: u.phone,
    status: u.status,
    distributorId: u.distributorId,
    retailerId: u.retailerId,
    preferences: {
      theme: (u.preferences.theme ?? 'light') as User['preferences']['theme'],
      language: (u.preferences.language ?? 'en') as User['preferences']['language'],
      timezone: (u.preferences.timezone ?? 'Asia/Kolkata') as User['preferences']['timezone'],
    },
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  };
}

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

export type NewAccount = {
  name: string;
  email: string;
  password: string;
  userType: UserType;
  phone?: string | null;
  distributorId?: number | null;
  retailerId?: number | null;
};

/** Creates a sign-in account; a distributor account needs its distributor, a retailer its retailer. */
export async function createUser(db: Executor, input: NewAccount): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  let distributorId: number | null = null;
  let retailerId: number | null = null;
  if (input.userType === 'distributor') {
    if (!input.distributorId)
      throw badRequest('account_party_required', 'A distributor account needs distributorId');
    distributorId = input.distributorId;
  } else if (input.userType === 'retailer') {
    if (!input.retailerId)
      throw badRequest('account_party_required', 'A retailer account needs retailerId');
    const [r] = await db
      .select({ distributorId: retailers.distributorId })
      .from(retailers)
      .where(eq(retailers.id, input.retailerId));
    if (!r) throw badRequest('not_found', 'Retailer not found');
    retailerId = input.retailerId;
    distributorId = r.distributorId;
  }
  if (await findUserByEmail(db, email))
    throw conflict('email_taken', 'An account with this email already exists');
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email,
      passwordHash,
      userType: input.userType,
      phone: input.phone ?? null,
      distributorId,
      retailerId,
    })
    .returning();
  return created!;
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
