import { Allocation, type AllocationListQuery, type AllocationListResponse } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { date, integer, timestamptz } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import type { Principal } from '../../../access/principal';
import {
  billingAllocations,
  commissionStatements,
  creditNotes,
  invoices,
  payments,
  refundVouchers,
} from '../../../db/schema';

/**
 * The number a credit goes by (a payment: its own reference), for rows naming one by
 * `source_type` and `source_id` (allocations, payouts).
 */
export const sourceNumberSql = (type: SQL, id: SQL): SQL => sql`CASE ${type}
  WHEN 'PAYMENT' THEN (SELECT p.reference FROM ${payments} p WHERE p.id = ${id})
  WHEN 'CREDIT_NOTE' THEN (SELECT c.number FROM ${creditNotes} c WHERE c.id = ${id})
  WHEN 'REFUND_VOUCHER' THEN (SELECT coalesce(r.number, 'RV draft #' || r.id) FROM ${refundVouchers} r WHERE r.id = ${id})
  WHEN 'COMMISSION' THEN (SELECT s.number FROM ${commissionStatements} s WHERE s.id = ${id})
END`;

/**
 * An allocation's row, answered as the contract's Allocation.
 *
 * @public (bench/row-schemas.ts measures it)
 */
export const allocationRow = z
  .object({
    id: integer,
    distributor_id: integer,
    invoice_id: integer,
    invoice_number: z.string().nullable(),
    source_type: Allocation.shape.sourceType,
    source_id: integer,
    source_number: z.string().nullable(),
    amount_paise: integer,
    allocated_on: date,
    created_at: timestamptz,
    reversed_at: timestamptz.nullable(),
  })
  .transform(
    (r): Allocation => ({
      id: r.id,
      distributorId: r.distributor_id,
      invoiceId: r.invoice_id,
      invoiceNumber: r.invoice_number ?? '',
      sourceType: r.source_type,
      sourceId: r.source_id,
      sourceNumber: r.source_number ?? '',
      amountPaise: r.amount_paise,
      allocatedOn: r.allocated_on,
      createdAt: r.created_at.toISOString(),
      reversedAt: r.reversed_at?.toISOString() ?? null,
    }),
  );

/** Allocations matching `where` (over `a`, the allocations), oldest first. */
function selectAllocations(db: Executor, where: SQL): Promise<Allocation[]> {
  return rows(
    db,
    sql`SELECT a.id, a.distributor_id, a.invoice_id, i.number AS invoice_number, a.source_type,
               a.source_id, ${sourceNumberSql(sql`a.source_type`, sql`a.source_id`)} AS source_number,
               a.amount_paise, a.allocated_on::text AS allocated_on, a.created_at, a.reversed_at
          FROM ${billingAllocations} a JOIN ${invoices} i ON i.id = a.invoice_id
         WHERE ${where}
         ORDER BY a.id`,
    allocationRow,
  );
}

/** The allocations of `ids`, oldest first. */
export function loadAllocations(db: Executor, ids: number[]): Promise<Allocation[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectAllocations(db, sql`a.id = ANY(${sql.param(ids)}::int[])`);
}

/** What settled an invoice (reversed ones included). */
export const allocationsOfInvoice = (db: Executor, invoiceId: number) =>
  selectAllocations(db, sql`a.invoice_id = ${invoiceId}`);

/** What a credit was set against. */
export const allocationsOfCredit = (db: Executor, sourceType: string, sourceId: number) =>
  selectAllocations(db, sql`a.source_type = ${sourceType} AND a.source_id = ${sourceId}`);

/**
 * GET /billing/allocations: the caller's (a distributor's own; an admin's any), by invoice, by
 * credit or by distributor; at most the newest 500.
 */
export async function listAllocations(
  db: Executor,
  principal: Principal,
  q: AllocationListQuery,
): Promise<AllocationListResponse> {
  const own = principal.role === 'admin' ? q.distributorId : principal.distributorId;
  const conditions: SQL[] = [sql`true`];
  if (principal.role !== 'admin' && !own) conditions.push(sql`false`);
  if (own) conditions.push(sql`a.distributor_id = ${own}`);
  if (q.invoiceId) conditions.push(sql`a.invoice_id = ${q.invoiceId}`);
  if (q.sourceType) conditions.push(sql`a.source_type = ${q.sourceType}`);
  if (q.sourceId) conditions.push(sql`a.source_id = ${q.sourceId}`);
  const where = sql.join(conditions, sql` AND `);
  const newest = await rows(
    db,
    sql`SELECT a.id FROM ${billingAllocations} a WHERE ${where} ORDER BY a.id DESC LIMIT 500`,
    z.object({ id: integer }),
  );
  return { allocations: await loadAllocations(db, newest.map((r) => r.id).reverse()) };
}
