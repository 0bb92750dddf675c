import type { Receipt, ReceiptItem, ReceiptProgress } from '@dd/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { serviceProviders, stockReceiptItems, stockReceipts, users } from '../../db/schema';

export type ReceiptRow = typeof stockReceipts.$inferSelect;
export type ReceiptItemRow = typeof stockReceiptItems.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toItem(row: ReceiptItemRow): ReceiptItem {
  return {
    id: row.id,
    lineNo: row.lineNo,
    serialNumber: row.serialNumber,
    expected: row.expected,
    state: row.state,
    type: row.machineType,
    model: row.model,
    manufacturer: row.manufacturer,
    tid: row.tid,
    mid: row.mid,
    qrCode: row.qrCode,
    simNumber: row.simNumber,
    imei: row.imei,
    scannedAt: iso(row.scannedAt),
    resolution: row.resolution,
    resolutionNote: row.resolutionNote,
    resolvedAt: iso(row.resolvedAt),
    machineId: row.machineId,
  };
}

type Counts = ReceiptProgress & { unresolved: number };
const NO_COUNTS: Counts = { expected: 0, received: 0, missing: 0, unexpected: 0, unresolved: 0 };

/**
 * Live counts per receipt: on the list, received of them, not received (still EXPECTED while
 * open, MISSING after close), scanned without being on the list, and those waiting for a decision.
 */
async function progressOf(db: Executor, ids: number[]): Promise<Map<number, Counts>> {
  if (ids.length === 0) return new Map();
  const found = await rows(
    db,
    sql`SELECT receipt_id AS "receiptId",
               count(*) FILTER (WHERE expected)::int AS expected,
               count(*) FILTER (WHERE state = 'RECEIVED')::int AS received,
               count(*) FILTER (WHERE state IN ('EXPECTED', 'MISSING'))::int AS missing,
               count(*) FILTER (WHERE NOT expected)::int AS unexpected,
               count(*) FILTER (WHERE state IN ('MISSING', 'UNEXPECTED') AND resolution IS NULL)::int
                 AS unresolved
          FROM ${stockReceiptItems}
         WHERE receipt_id = ANY(${idArray(ids)})
         GROUP BY receipt_id`,
    z.object({
      receiptId: z.int(),
      expected: z.int(),
      received: z.int(),
      missing: z.int(),
      unexpected: z.int(),
      unresolved: z.int(),
    }),
  );
  return new Map(
    found.map((r) => [
      Number(r.receiptId),
      {
        expected: Number(r.expected),
        received: Number(r.received),
        missing: Number(r.missing),
        unexpected: Number(r.unexpected),
        unresolved: Number(r.unresolved),
      },
    ]),
  );
}

export async function progressOfOne(db: Executor, id: number): Promise<ReceiptProgress> {
  const { unresolved: _, ...progress } = (await progressOf(db, [id])).get(id) ?? NO_COUNTS;
  return progress;
}

const creator = alias(users, 'creator');
const closer = alias(users, 'closer');

/** The receipts of `ids`, in that order, with their provider, people and live counts. */
export async function loadReceipts(db: Executor, ids: number[]): Promise<Receipt[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({
      r: stockReceipts,
      providerName: serviceProviders.name,
      creatorName: creator.name,
      closerName: closer.name,
    })
    .from(stockReceipts)
    .innerJoin(serviceProviders, eq(serviceProviders.id, stockReceipts.serviceProviderId))
    .leftJoin(creator, eq(creator.id, stockReceipts.createdBy))
    .leftJoin(closer, eq(closer.id, stockReceipts.closedBy))
    .where(inArray(stockReceipts.id, ids));
  const counts = await progressOf(db, ids);
  const byId = new Map(found.map((f) => [f.r.id, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    if (!f) return [];
    const { unresolved, ...progress } = counts.get(id) ?? NO_COUNTS;
    const { r } = f;
    return [
      {
        id: r.id,
        receiptNumber: r.receiptNumber,
        serviceProvider: { id: r.serviceProviderId, name: f.providerName },
        reference: r.reference,
        receiptDate: r.receiptDate,
        status: r.status,
        notes: r.notes,
        createdBy: r.createdBy ? { id: r.createdBy, name: f.creatorName ?? '' } : null,
        createdAt: r.createdAt.toISOString(),
        closedBy: r.closedBy ? { id: r.closedBy, name: f.closerName ?? '' } : null,
        closedAt: iso(r.closedAt),
        progress,
        unresolved,
      },
    ];
  });
}
