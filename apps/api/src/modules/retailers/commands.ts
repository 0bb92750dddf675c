import type {
  CreateAccountRequest,
  CreateAccountResponse,
  RetailerInput,
  RetailerResponse,
  RetailerUpdate,
} from '@dd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { assignments, distributors, machines, retailers, users } from '../../db/schema';
import { distributorForAction, retailerScope } from '../../access/scope';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-errors';
import { idempotent, type Outcome } from '../../lib/idempotency';
import { createUser, toPublicUser } from '../users/users';
import { lockKey, MAX_INT_ID, type IdempotencyRequest } from '../distributors/parties';
import { toRetailer, type RetailerDistributor, type RetailerRow } from './serialize';

const NOT_FOUND = 'Retailer not found';
const DUPLICATE_EMAIL = 'A retailer with this email already exists for this distributor';
const STILL_HOLDS =
  'This retailer still holds machines or has active assignments; return them before moving it to another distributor';

const nested = (d: typeof distributors.$inferSelect): RetailerDistributor => ({
  id: d.id,
  name: d.name,
  company_name: d.companyName,
});

/**
 * Emails are unique among the retailers of one distributor (case-insensitive). Not across
 * distributors: a 409 there would tell a distributor that a shop is another distributor's retailer.
 */
async function assertEmailFree(
  tx: Executor,
  distributorId: number,
  email: string,
  exceptId?: number,
) {
  await lockKey(tx, 'retailers.email', `${distributorId}:${email}`);
  const [taken] = await tx
    .select({ id: retailers.id })
    .from(retailers)
    .where(
      and(
        eq(retailers.distributorId, distributorId),
        sql`lower(${retailers.email}) = ${email}`,
        exceptId ? ne(retailers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('email_taken', DUPLICATE_EMAIL);
}

/** The row, locked for the rest of the transaction, if it is in the caller's scope; else 404. */
async function lockedInScope(tx: Executor, p: Principal, id: number): Promise<RetailerRow> {
  if (id > MAX_INT_ID) throw notFound('not_found', NOT_FOUND);
  const [row] = await tx
    .select()
    .from(retailers)
    .where(and(eq(retailers.id, id), retailerScope(p)))
    .for('update');
  if (!row) throw notFound('not_found', NOT_FOUND);
  return row;
}

/** Whether the retailer currently holds machines or is in an ACTIVE assignment. */
async function holdsAnything(tx: Executor, retailerId: number): Promise<boolean> {
  const [row] = await rows<{ held: boolean }>(
    tx,
    sql`select exists (select 1 from ${machines} where ${machines.retailerId} = ${retailerId})
      or exists (select 1 from ${assignments}
        where ${assignments.retailerId} = ${retailerId} and ${assignments.status} = 'ACTIVE') as held`,
  );
  return row?.held === true;
}

/** A distributor creates retailers only under itself (another id is 404); an admin under any. */
export async function createRetailer(
  db: Db,
  p: Principal,
  body: RetailerInput,
  request: IdempotencyRequest,
): Promise<Outcome<RetailerResponse>> {
  return idempotent(db, request, async (tx) => {
    const distributor = await distributorForAction(tx, p, body.distributor_id);
    await assertEmailFree(tx, distributor.id, body.email);
    const [created] = await tx
      .insert(retailers)
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone,
        shopName: body.shop_name,
        address: body.address,
        city: body.city ?? null,
        state: body.state ?? null,
        gstNumber: body.gst_number ?? null,
        distributorId: distributor.id,
        status: body.status,
      })
      .returning();
    const retailer = toRetailer(created!, nested(distributor));
    await audit(tx, actorOf(p), {
      action: 'retailer.created',
      entityType: 'retailer',
      entityId: retailer.id,
      after: retailer,
    });
    return { statusCode: 201, body: { retailer } };
  });
}

/**
 * Changes only the fields sent; a body that changes nothing writes nothing. Moving a retailer
 * to another distributor: an admin only (for a distributor any other id is 404), and only while
 * it holds no machines and no active assignment (409); its sign-in accounts follow it.
 */
export async function updateRetailer(
  db: Db,
  p: Principal,
  id: number,
  body: RetailerUpdate,
): Promise<RetailerResponse> {
  return db.transaction(async (tx) => {
    const current = await lockedInScope(tx, p, id);
    const moving =
      body.distributor_id !== undefined && body.distributor_id !== current.distributorId;
    const target = await distributorForAction(
      tx,
      p,
      moving ? body.distributor_id! : current.distributorId,
    );
    const [previous] = moving
      ? await tx.select().from(distributors).where(eq(distributors.id, current.distributorId))
      : [target];
    const before = toRetailer(current, nested(previous!));

    const columns = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      shopName: body.shop_name,
      address: body.address,
      city: body.city,
      state: body.state,
      gstNumber: body.gst_number,
      distributorId: body.distributor_id,
      status: body.status,
    };
    const changes = Object.fromEntries(
      Object.entries(columns).filter(
        ([key, value]) => value !== undefined && value !== current[key as keyof RetailerRow],
      ),
    );
    if (Object.keys(changes).length === 0) return { retailer: before };

    if (moving && (await holdsAnything(tx, id)))
      throw conflict('retailer_holds_machines', STILL_HOLDS);
    const emailChanged = body.email !== undefined && body.email !== current.email.toLowerCase();
    if (emailChanged || moving) {
      await assertEmailFree(tx, target.id, body.email ?? current.email.toLowerCase(), id);
    }

    const [updated] = await tx
      .update(retailers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(retailers.id, id))
      .returning();
    if (moving) {
      await tx
        .update(users)
        .set({ distributorId: target.id, updatedAt: new Date() })
        .where(eq(users.retailerId, id));
    }
    const retailer = toRetailer(updated!, nested(target));
    await audit(tx, actorOf(p), {
      action: 'retailer.updated',
      entityType: 'retailer',
      entityId: id,
      before,
      after: retailer,
    });
    return { retailer };
  });
}

/** A sign-in account (userType retailer) linked to this retailer. */
export async function createRetailerAccount(
  db: Db,
  p: Principal,
  id: number,
  body: CreateAccountRequest,
): Promise<CreateAccountResponse> {
  return db.transaction(async (tx) => {
    const retailer = await lockedInScope(tx, p, id);
    const created = await createUser(tx, {
      name: body.name ?? retailer.name,
      email: body.email,
      password: body.password,
      userType: 'retailer',
      phone: retailer.phone,
      retailerId: retailer.id,
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
        retailerId: user.retailerId,
        distributorId: user.distributorId,
      },
    });
    return { user };
  });
}
