import {
  RetailerInput,
  RetailerListQuery,
  RetailerListResponse,
  RetailerResponse,
  RetailerUpdate,
  type Retailer,
  type RetailerSummary,
} from '@dd/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { assignments, distributors, machines, orders, retailers, users } from '../../db/schema';
import { retailerScope } from '../../access/scope';
import { conflict } from '../../lib/http-errors';
import { retailerSortColumns } from '../../lib/sort-columns';
import { distributorForAction } from '../custody';
import type { PartyKind } from './kind';
import { lockKey, MAX_INT_ID, searchedColumns } from './sql';
import { identityAnswer, newSharedColumns, sharedColumns } from './values';

export type RetailerRow = typeof retailers.$inferSelect;
type RetailerDistributor = NonNullable<Retailer['distributor']>;

const DUPLICATE_EMAIL = 'A retailer with this email already exists for this distributor';
const STILL_HOLDS =
  'This retailer still holds machines or has active assignments; return them before moving it to another distributor';

/** The nested distributor's columns, for a select joined on the retailer's distributor. */
const distributorColumns = {
  id: distributors.id,
  name: distributors.name,
  company_name: distributors.companyName,
};

const nested = (d: typeof distributors.$inferSelect): RetailerDistributor => ({
  id: d.id,
  name: d.name,
  company_name: d.companyName,
});

/** A retailer row as the API answers it, with its distributor `{ id, name, company_name }`. */
function toRetailer(r: RetailerRow, distributor: RetailerDistributor | null): Retailer {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    shop_name: r.shopName,
    address: r.address,
    city: r.city,
    state: r.state,
    gst_number: r.gstNumber,
    ...identityAnswer(r),
    distributor_id: r.distributorId,
    status: r.status,
    distributor,
    createdAt: r.createdAt.toISOString(),
  };
}

/** An id beyond PostgreSQL's integer cannot exist: it matches nothing (instead of a driver error). */
function distributorFilter(id: number | undefined): SQL | undefined {
  if (id === undefined) return undefined;
  return id > MAX_INT_ID ? sql`false` : eq(retailers.distributorId, id);
}

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

/** Whether the retailer currently holds machines or is in an ACTIVE assignment. */
async function holdsAnything(tx: Executor, retailerId: number): Promise<boolean> {
  const [row] = await rows(
    tx,
    sql`select exists (select 1 from ${machines} where ${machines.retailerId} = ${retailerId})
      or exists (select 1 from ${assignments}
        where ${assignments.retailerId} = ${retailerId} and ${assignments.status} = 'ACTIVE') as held`,
    z.object({ held: z.boolean() }),
  );
  return row?.held === true;
}

/**
 * Admin: all; a distributor: its own retailers, which it may also create and edit (also the
 * booking wizard's `?distributorId=`). A distributor filter outside the caller's scope simply
 * matches nothing.
 */
export const retailerKind: PartyKind<
  RetailerRow,
  Retailer,
  RetailerInput,
  RetailerUpdate,
  RetailerListQuery,
  RetailerSummary
> = {
  noun: 'retailer',
  plural: 'retailers',
  notFound: 'Retailer not found',
  errorCodes: {
    create: ['email_taken', 'retailer_not_of_distributor'],
    update: ['email_taken', 'retailer_holds_machines'],
  },
  access: { read: 'retailers:read', write: 'retailers:write' },
  schemas: {
    listQuery: RetailerListQuery,
    listResponse: RetailerListResponse,
    response: RetailerResponse,
    input: RetailerInput,
    update: RetailerUpdate,
  },
  description:
    "The Retailers screen (also the booking wizard's `?distributorId=`). Admin: all; a distributor: its own retailers, which it may also create and edit.",
  table: retailers,
  idColumn: retailers.id,
  statusColumn: retailers.status,
  kycColumn: retailers.kycStatus,
  accountLink: users.retailerId,
  scope: retailerScope,

  // Search over name, email, shop name, address, city and the distributor's name.
  filters: (q) => distributorFilter(q.distributorId),
  searchColumns: [...searchedColumns(retailers, retailers.shopName), distributors.name],
  sortColumns: retailerSortColumns,
  async page(db, where, orderBy, limit, offset) {
    const list = await db
      .select({ retailer: retailers, distributor: distributorColumns })
      .from(retailers)
      .innerJoin(distributors, eq(distributors.id, retailers.distributorId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return list.map((row) => toRetailer(row.retailer, row.distributor));
  },
  join: { table: distributors, on: eq(distributors.id, retailers.distributorId) },
  async detail(db, id, scope) {
    // The sub-selects compare with the id parameter, not the outer column: drizzle leaves columns
    // unqualified in a single-table select, which would not correlate.
    const [row] = await db
      .select({
        retailer: retailers,
        distributor: distributorColumns,
        machines: sql<number>`(select count(*)::int from ${machines} where ${machines.retailerId} = ${id})`,
        activeAssignments: sql<number>`(select count(*)::int from ${assignments}
        where ${assignments.retailerId} = ${id} and ${assignments.status} = 'ACTIVE')`,
        orders: sql<number>`(select count(*)::int from ${orders} where ${orders.retailerId} = ${id})`,
      })
      .from(retailers)
      .innerJoin(distributors, eq(distributors.id, retailers.distributorId))
      .where(and(eq(retailers.id, id), scope));
    if (!row) return undefined;
    const { retailer, distributor, ...summary } = row;
    return { party: toRetailer(retailer, distributor), summary };
  },

  /** A distributor creates retailers only under itself (another id is 404); an admin under any. */
  async newRow(tx, p, body) {
    const distributor = await distributorForAction(tx, p, body.distributor_id);
    await assertEmailFree(tx, distributor.id, body.email);
    const values = {
      ...newSharedColumns(body),
      shopName: body.shop_name,
      distributorId: distributor.id,
    };
    return { values, toParty: (row: RetailerRow) => toRetailer(row, nested(distributor)) };
  },

  /**
   * Moving a retailer to another distributor: an admin only (for a distributor any other id is
   * 404), and only while it holds no machines and no active assignment (409); its sign-in
   * accounts follow it.
   */
  async planUpdate(tx, p, current, body) {
    const id = current.id;
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
    return {
      before: toRetailer(current, nested(previous!)),
      columns: {
        ...sharedColumns(body),
        shopName: body.shop_name,
        distributorId: body.distributor_id,
      },
      async check(tx) {
        if (moving && (await holdsAnything(tx, id))) {
          throw conflict('retailer_holds_machines', STILL_HOLDS);
        }
        const emailChanged = body.email !== undefined && body.email !== current.email.toLowerCase();
        if (emailChanged || moving) {
          await assertEmailFree(tx, target.id, body.email ?? current.email.toLowerCase(), id);
        }
      },
      async afterWrite(tx) {
        if (moving) {
          await tx
            .update(users)
            .set({ distributorId: target.id, updatedAt: sql`now()` })
            .where(eq(users.retailerId, id));
        }
      },
      after: (row) => toRetailer(row, nested(target)),
    };
  },
  account: (row) => ({
    link: { retailerId: row.id },
    audited: (user) => ({ retailerId: user.retailerId, distributorId: user.distributorId }),
  }),
};
