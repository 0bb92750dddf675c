import type { UserType } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { retailers, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-strength';
import { findUserByEmail } from './queries';
import type { UserRow } from './serialize';

export type NewAccount = {
  name: string;
  email: string;
  password: string;
  userType: UserType;
  phone?: string | null;
  distributorId?: number | null;
  retailerId?: number | null;
};

/**
 * Creates a sign-in account; a distributor account needs its distributor, a retailer its retailer.
 * Every way of creating one (register, a party's account, the create-admin CLI) comes here, so
 * here the password must be hard to guess.
 */
export async function createUser(db: Executor, input: NewAccount): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  assertStrongPassword(input.password, { email, name: input.name });
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
