import type {
  CreateAccountRequest,
  CreateAccountResponse,
  DistributorInput,
  DistributorResponse,
  DistributorUpdate,
} from '@dd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { distributors } from '../../db/schema';
import { distributorScope } from '../../access/scope';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-errors';
import { idempotent, type Outcome } from '../../lib/idempotency';
import { createUser, toPublicUser } from '../users/users';
import { lockKey, MAX_INT_ID, type IdempotencyRequest } from './parties';
import { toDistributor, type DistributorRow } from './serialize';

const NOT_FOUND = 'Distributor not found';
const DUPLICATE_EMAIL = 'A distributor with this email already exists';

/** Emails are unique among distributors (case-insensitive); the lock makes check + write atomic. */
async function assertEmailFree(tx: Executor, email: string, exceptId?: number) {
  await lockKey(tx, 'distributors.email', email);
  const [taken] = await tx
    .select({ id: distributors.id })
    .from(distributors)
    .where(
      and(
        sql`lower(${distributors.email}) = ${email}`,
        exceptId ? ne(distributors.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('email_taken', DUPLICATE_EMAIL);
}

/** The row, locked for the rest of the transaction, if it is in the caller's scope; else 404. */
async function lockedInScope(tx: Executor, p: Principal, id: number): Promise<DistributorRow> {
  if (id > MAX_INT_ID) throw notFound('not_found', NOT_FOUND);
  const [row] = await tx
    .select()
    .from(distributors)
    .where(and(eq(distributors.id, id), distributorScope(p)))
    .for('update');
  if (!row) throw notFound('not_found', NOT_FOUND);
  return row;
}

/** Column values of a (partial) body; `undefined` leaves a column as it is. */
function columnsOf(body: DistributorUpdate) {
  return {
    name: body.name,
    email: body.email,
    phone: body.phone,
    companyName: body.company_name,
    address: body.address,
    city: body.city,
    state: body.state,
    gstNumber: body.gst_number,
    status: body.status,
  };
}

export async function createDistributor(
  db: Db,
  p: Principal,
  body: DistributorInput,
  request: IdempotencyRequest,
): Promise<Outcome<DistributorResponse>> {
  return idempotent(db, request, async (tx) => {
    await assertEmailFree(tx, body.email);
    const [created] = await tx
      .insert(distributors)
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone,
        companyName: body.company_name,
        address: body.address,
        city: body.city ?? null,
        state: body.state ?? null,
        gstNumber: body.gst_number ?? null,
        status: body.status,
      })
      .returning();
    const distributor = toDistributor(created!);
    await audit(tx, actorOf(p), {
      action: 'distributor.created',
      entityType: 'distributor',
      entityId: distributor.id,
      after: distributor,
    });
    return { statusCode: 201, body: { distributor } };
  });
}

/** Changes only the fields sent; a body that changes nothing writes nothing (no audit entry). */
export async function updateDistributor(
  db: Db,
  p: Principal,
  id: number,
  body: DistributorUpdate,
): Promise<DistributorResponse> {
  return db.transaction(async (tx) => {
    const current = await lockedInScope(tx, p, id);
    const before = toDistributor(current);
    const changes = Object.fromEntries(
      Object.entries(columnsOf(body)).filter(([key, value]) => {
        return value !== undefined && value !== current[key as keyof DistributorRow];
      }),
    );
    if (Object.keys(changes).length === 0) return { distributor: before };
    if (body.email !== undefined && body.email !== current.email.toLowerCase()) {
      await assertEmailFree(tx, body.email, id);
    }
    const [updated] = await tx
      .update(distributors)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(distributors.id, id))
      .returning();
    const distributor = toDistributor(updated!);
    await audit(tx, actorOf(p), {
      action: 'distributor.updated',
      entityType: 'distributor',
      entityId: id,
      before,
      after: distributor,
    });
    return { distributor };
  });
}

/** A sign-in account (userType distributor) linked to this distributor. */
export async function createDistributorAccount(
  db: Db,
  p: Principal,
  id: number,
  body: CreateAccountRequest,
): Promise<CreateAccountResponse> {
  return db.transaction(async (tx) => {
    const distributor = await lockedInScope(tx, p, id);
    const created = await createUser(tx, {
      name: body.name ?? distributor.name,
      email: body.email,
      password: body.password,
      userType: 'distributor',
      phone: distributor.phone,
      distributorId: distributor.id,
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
        distributorId: user.distributorId,
      },
    });
    return { user };
  });
}
