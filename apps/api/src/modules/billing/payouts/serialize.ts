import type { Payout } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rows } from '../../../db/rows';
import { sourceNumberSql } from '../books/allocations';

type PayoutRow = {
  id: number;
  number: string;
  distributor_id: number;
  distributor_name: string;
  source_type: Payout['sourceType'];
  source_id: number;
  source_number: string | null;
  amount_paise: string | number;
  method: Payout['method'];
  reference: string;
  paid_on: string;
  recorded_at: string | Date;
};

/** Payouts matching `where` (over `o`, the payouts), in id order. */
async function selectPayouts(db: Executor, where: SQL): Promise<Payout[]> {
  const list = await rows<PayoutRow>(
    db,
    sql`SELECT o.id, o.number, o.distributor_id, d.name AS distributor_name, o.source_type,
               o.source_id, ${sourceNumberSql(sql`o.source_type`, sql`o.source_id`)} AS source_number,
               o.amount_paise, o.method, o.reference, o.paid_on::text AS paid_on, o.recorded_at
          FROM billing_payouts o JOIN distributors d ON d.id = o.distributor_id
         WHERE ${where}
         ORDER BY o.id`,
  );
  return list.map((r) => ({
    id: r.id,
    number: r.number,
    distributorId: r.distributor_id,
    distributorName: r.distributor_name,
    sourceType: r.source_type,
    sourceId: r.source_id,
    sourceNumber: r.source_number ?? '',
    amountPaise: Number(r.amount_paise),
    method: r.method,
    reference: r.reference,
    paidOn: r.paid_on,
    recordedAt: new Date(r.recorded_at).toISOString(),
  }));
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
