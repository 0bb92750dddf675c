import {
  DistributorInput,
  DistributorListQuery,
  DistributorListResponse,
  DistributorResponse,
  DistributorUpdate,
  type Distributor,
  type DistributorSummary,
} from '@dd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignments, distributors, machines, orders, retailers, users } from '../../db/schema';
import { distributorScope } from '../../access/scope';
import { conflict } from '../../lib/http-errors';
import { distributorSortColumns } from '../../lib/sort-columns';
import type { PartyKind } from './kind';
import { lockKey, searchedColumns } from './sql';
import { identityAnswer, newSharedColumns, sharedColumns } from './values';

export type DistributorRow = typeof distributors.$inferSelect;

const DUPLICATE_EMAIL = 'A distributor with this email already exists';

/** A distributor row as the API answers it (field names: `company_name`, `gst_number`). */
function toDistributor(d: DistributorRow): Distributor {
  return {
    id: d.id,
    name: d.name,
    email: d.email,
    phone: d.phone,
    company_name: d.companyName,
    address: d.address,
    city: d.city,
    state: d.state,
    gst_number: d.gstNumber,
    ...identityAnswer(d),
    status: d.status,
    createdAt: d.createdAt.toISOString(),
  };
}

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

/** Column values of a (partial) body; `undefined` leaves a column as it is. */
/** Admin: all; a distributor: itself, read only. */
export const distributorKind: PartyKind<
  DistributorRow,
  Distributor,
  DistributorInput,
  DistributorUpdate,
  DistributorListQuery,
  DistributorSummary
> = {
  noun: 'distributor',
  plural: 'distributors',
  notFound: 'Distributor not found',
  errorCodes: { create: ['email_taken'], update: ['email_taken'] },
  access: { read: 'distributors:read', write: 'distributors:write' },
  schemas: {
    listQuery: DistributorListQuery,
    listResponse: DistributorListResponse,
    response: DistributorResponse,
    input: DistributorInput,
    update: DistributorUpdate,
  },
  description: 'The Distributors screen. Admin: all; a distributor: itself, read only.',
  table: distributors,
  idColumn: distributors.id,
  statusColumn: distributors.status,
  kycColumn: distributors.kycStatus,
  // A retailer's account carries its distributor too: deactivating a distributor reaches it.
  accountLink: users.distributorId,
  scope: distributorScope,

  // Search over name, email, company name, address and city.
  filters: () => undefined,
  searchColumns: searchedColumns(distributors, distributors.companyName),
  sortColumns: distributorSortColumns,
  async page(db, where, orderBy, limit, offset) {
    const list = await db
      .select()
      .from(distributors)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return list.map(toDistributor);
  },
  async detail(db, id, scope) {
    // The sub-selects compare with the id parameter, not the outer column: drizzle leaves columns
    // unqualified in a single-table select, which would not correlate.
    const [row] = await db
      .select({
        distributor: distributors,
        retailers: sql<number>`(select count(*)::int from ${retailers} where ${retailers.distributorId} = ${id})`,
        machines: sql<number>`(select count(*)::int from ${machines} where ${machines.distributorId} = ${id})`,
        activeAssignments: sql<number>`(select count(*)::int from ${assignments}
        where ${assignments.distributorId} = ${id} and ${assignments.status} = 'ACTIVE')`,
        orders: sql<number>`(select count(*)::int from ${orders} where ${orders.distributorId} = ${id})`,
      })
      .from(distributors)
      .where(and(eq(distributors.id, id), scope));
    if (!row) return undefined;
    const { distributor, ...summary } = row;
    return { party: toDistributor(distributor), summary };
  },

  async newRow(tx, _p, body) {
    await assertEmailFree(tx, body.email);
    const values = { ...newSharedColumns(body), companyName: body.company_name };
    return { values, toParty: toDistributor };
  },
  async planUpdate(_tx, _p, current, body) {
    return {
      before: toDistributor(current),
      columns: { ...sharedColumns(body), companyName: body.company_name },
      async check(tx) {
        if (body.email !== undefined && body.email !== current.email.toLowerCase()) {
          await assertEmailFree(tx, body.email, current.id);
        }
      },
      afterWrite: async () => {},
      after: toDistributor,
    };
  },
  account: (row) => ({
    link: { distributorId: row.id },
    audited: (user) => ({ distributorId: user.distributorId }),
  }),
};
