import {
  MachineType,
  stockThresholdKey,
  type StockThreshold,
  type StockThresholdList,
  type StockThresholdsUpdate,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { timestamptz } from '../../db/row-types';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { notFound } from '../../lib/http-errors';
import { availableOfThreshold } from './available';
import { checkStockThresholds } from './check';
import { serviceProviders, stockThresholds } from '../../db/schema';

const Row = z.object({
  id: z.int(),
  machine_type: MachineType,
  model: z.string().nullable(),
  threshold: z.int(),
  available: z.int(),
  updated_at: timestamptz,
});
type Row = z.infer<typeof Row>;

const toThreshold = (r: Row): StockThreshold => ({
  id: r.id,
  machineType: r.machine_type,
  model: r.model,
  threshold: r.threshold,
  available: r.available,
  below: r.available < r.threshold,
  updatedAt: r.updated_at.toISOString(),
});

/** A provider's thresholds with their live AVAILABLE counts; type, then "all models" first. */
async function thresholdsOf(db: Executor, providerId: number): Promise<StockThreshold[]> {
  const found = await rows(
    db,
    sql`SELECT st.id, st.machine_type, st.model, st.threshold, st.updated_at,
               ${availableOfThreshold} AS available
          FROM ${stockThresholds} st WHERE st.service_provider_id = ${providerId}
         ORDER BY st.machine_type, st.model NULLS FIRST, st.id`,
    Row,
  );
  return found.map(toThreshold);
}

async function requireProvider(db: Executor, providerId: number, lock: boolean) {
  const found = await rows(
    db,
    sql`SELECT id FROM ${serviceProviders} WHERE id = ${providerId} ${lock ? sql`FOR UPDATE` : sql``}`,
    z.object({ id: z.int() }),
  );
  if (found.length === 0) throw notFound('not_found', 'Service provider not found');
}

/** GET /service-providers/{id}/stock-thresholds (admin). */
export async function listStockThresholds(db: Db, providerId: number): Promise<StockThresholdList> {
  await requireProvider(db, providerId, false);
  return { thresholds: await thresholdsOf(db, providerId) };
}

const snapshot = (list: Array<{ machineType: string; model: string | null; threshold: number }>) =>
  list.map(({ machineType, model, threshold }) => ({ machineType, model, threshold }));

/**
 * PUT /service-providers/{id}/stock-thresholds (admin): the provider's whole list. A threshold
 * whose type and model stay keeps its row and its "below" state (no second alert for the same
 * fall); the list is then checked at once, so a threshold saved above the stock alerts now.
 */
export async function replaceStockThresholds(
  db: Db,
  principal: Principal,
  providerId: number,
  body: StockThresholdsUpdate,
): Promise<StockThresholdList> {
  return db.transaction(async (tx) => {
    // The provider's row lock queues two saves of the same list.
    await requireProvider(tx, providerId, true);
    const before = await thresholdsOf(tx, providerId);
    const wanted = body.thresholds.map((t) => ({
      machineType: t.machineType,
      model: t.model?.trim() || null,
      threshold: t.threshold,
    }));
    const kept = new Map(before.map((b) => [stockThresholdKey(b), b]));
    const wantedKeys = new Set(wanted.map(stockThresholdKey));
    const gone = before.filter((b) => !wantedKeys.has(stockThresholdKey(b))).map((b) => b.id);
    if (gone.length > 0)
      await tx.execute(
        sql`DELETE FROM ${stockThresholds} WHERE id = ANY(${sql.param(gone)}::int[])`,
      );
    for (const w of wanted) {
      const old = kept.get(stockThresholdKey(w));
      if (!old) {
        await tx.execute(sql`
          INSERT INTO ${stockThresholds} (service_provider_id, machine_type, model, threshold, created_by)
          VALUES (${providerId}, ${w.machineType}, ${w.model}, ${w.threshold}, ${principal.userId})`);
      } else if (old.threshold !== w.threshold || old.model !== w.model) {
        await tx.execute(sql`
          UPDATE ${stockThresholds} SET threshold = ${w.threshold}, model = ${w.model}, updated_at = now()
           WHERE id = ${old.id}`);
      }
    }
    await audit(tx, actorOf(principal), {
      action: 'service_provider.stock_thresholds_changed',
      entityType: 'service_provider',
      entityId: providerId,
      before: snapshot(before),
      after: snapshot(wanted),
    });
    await checkStockThresholds(tx, { providerId });
    return { thresholds: await thresholdsOf(tx, providerId) };
  });
}
