import { Payout } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { date, integer, timestamptz } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { sourceNumberSql } from '../books/allocations';
import { billingPayouts, distributors } from '../../../db/schema';

/** A payout's row, answered as the contract's Payout. */
const payoutRow = z
  .object({
    id: integer,
    number: z.string(),
    distributor_id: integer,
    distributor_name: z.string(),
    source_type: Payout.shape.sourceType,
    source_id: integer,
    source_number: z.string().nullable(),
    amount_paise: integer,
    method: Payout.shape.method,
    reference: z.string(),
    paid_on: date,
    recorded_at: timestamptz,
  })
  .transform(
    (r): Payout => ({
      id: r.id,
      number: r.number,
      distributorId: r.distributor_id,
      distributorName: r.distributor_name,
      sourceType: r.source_type,
      sourceId: r.source_id,
      sourceNumber: r.source_number ?? '',
      amountPaise: r.amount_paise,
      method: r.method,
      reference: r.reference,
      paidOn: r.paid_on,
      recordedAt: r.recorded_at.toISOString(),
    }),
  );

/** Payouts matching `where` (over `o`, the payouts), in id order. */
function selectPayouts(db: Executor, where: SQL): Promise<Payout[]> {
  return rows(
    db,
    sql`SELECT o.id, o.number, o.distributor_id, d.name AS distributor_name, o.source_type,
               o.source_id, ${sourceNumberSql(sql`o.source_type`, sql`o.source_id`)} AS source_number,
               o.amount_paise, o.method, o.reference, o.paid_on::text AS paid_on, o.recorded_at
          FROM ${billingPayouts} o JOIN ${distributors} d ON d.id = o.distributor_id
         WHERE ${where}
         ORDER BY o.id`,
    payoutRow,
  );
}

/** The payouts of `ids`, in that order. */
export async function loadPayouts(db: Executor, ids: number[]): Promise<Payout[]> {
  if (ids.length === 0) return [];
  const byId = new Map(
    (await selectPayouts(db, sql`o.id = ANY(${sql.param(ids)}::int[])`)).map((p) => [p.id, p]),
  );
  return ids.map((id) => byId.get(id)!);
}

/** What was paid out of one credit, oldest first. */
export const payoutsOfCredit = (db: Executor, sourceType: string, sourceId: number) =>
  selectPayouts(db, sql`o.source_type = ${sourceType} AND o.source_id = ${sourceId}`);
