import type { Pagination, Webhook } from '@dd/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { timestamptz } from '../../db/row-types';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import {
  serializeDelivery,
  serializeWebhook,
  type LastDelivery,
  type WebhookRow,
} from './serialize';
import type { WebhookSecrets } from './secret';

/** The webhook, or 404. */
export async function webhookRow(db: Executor, id: number, lock = false): Promise<WebhookRow> {
  const query = db.select().from(webhooks).where(eq(webhooks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('not_found', 'Webhook not found');
  return row;
}

/** The latest delivery of each of these webhooks (one index walk each). */
async function lastDeliveries(db: Executor, ids: number[]): Promise<Map<number, LastDelivery>> {
  if (ids.length === 0) return new Map();
  const found = await rows(
    db,
    sql`SELECT w.id AS webhook_id, d.status, d.last_status_code, d.created_at
          FROM unnest(${sql.param(ids)}::int[]) AS w(id)
          CROSS JOIN LATERAL (
            SELECT status, last_status_code, created_at FROM ${webhookDeliveries}
             WHERE webhook_id = w.id ORDER BY id DESC LIMIT 1) d`,
    z.object({
      webhook_id: z.int(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      last_status_code: z.int().nullable(),
      created_at: timestamptz,
    }),
  );
  return new Map(
    found.map((r) => [
      r.webhook_id,
      {
        status: r.status,
        statusCode: r.last_status_code,
        at: r.created_at.toISOString(),
      },
    ]),
  );
}

export async function webhookAnswer(
  db: Executor,
  row: WebhookRow,
  secrets: WebhookSecrets,
): Promise<Webhook> {
  const last = await lastDeliveries(db, [row.id]);
  return serializeWebhook(row, last.get(row.id) ?? null, secrets.hint(row.secret));
}

/** Every webhook, oldest first (a handful: no paging). */
export async function listWebhooks(db: Executor, secrets: WebhookSecrets): Promise<Webhook[]> {
  const list = await db.select().from(webhooks).orderBy(webhooks.id);
  const last = await lastDeliveries(
    db,
    list.map((w) => w.id),
  );
  return list.map((w) => serializeWebhook(w, last.get(w.id) ?? null, secrets.hint(w.secret)));
}

/** A webhook's deliveries, latest first. */
export async function listDeliveries(db: Executor, webhookId: number, page: Pagination) {
  await webhookRow(db, webhookId);
  const where = eq(webhookDeliveries.webhookId, webhookId);
  const list = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return {
    deliveries: list.map(serializeDelivery),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
