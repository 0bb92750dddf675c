import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT, type WebhookWriteRequest } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { conflict } from '../../lib/http-errors';
import { addDelivery } from './channel';
import { webhookAnswer, webhookRow } from './queries';
import { newSecret, type WebhookSecrets } from './secret';
import { auditView, serializeDelivery } from './serialize';
import { checkWebhookUrl } from './url';

export { checkWebhookUrl };

type Write = z.output<typeof WebhookWriteRequest>;
export type WebhookOptions = { allowPrivate: boolean; secrets: WebhookSecrets };

/**
 * A new webhook with a fresh secret; the answer is the only time the secret is shown. `url` is
 * the input's URL as `checkWebhookUrl` accepted it (checked before the transaction: DNS may
 * take a while).
 */
export async function createWebhook(
  tx: Tx,
  principal: Principal,
  input: Write,
  url: string,
  secrets: WebhookSecrets,
) {
  const secret = newSecret();
  const [row] = await tx
    .insert(webhooks)
    .values({
      url,
      description: input.description,
      events: input.events,
      active: input.active,
      secret: secrets.seal(secret),
      createdBy: principal.userId,
    })
    .returning();
  await audit(tx, actorOf(principal), {
    action: 'webhook.create',
    entityType: 'webhook',
    entityId: row!.id,
    after: auditView(row!),
  });
  return { webhook: await webhookAnswer(tx, row!, secrets), secret };
}

/** Writes `values` to webhook `id` with its update time; answers the row as it is now. */
async function setWebhook(tx: Tx, id: number, values: Partial<typeof webhooks.$inferInsert>) {
  const [row] = await tx
    .update(webhooks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(webhooks.id, id))
    .returning();
  return row!;
}

/** Replaces URL, description, events and active; the secret stays. */
export async function updateWebhook(
  db: Db,
  principal: Principal,
  id: number,
  input: Write,
  options: WebhookOptions,
) {
  const url = await checkWebhookUrl(input.url, options.allowPrivate);
  return db.transaction(async (tx) => {
    const before = await webhookRow(tx, id, true);
    const row = await setWebhook(tx, id, {
      url,
      description: input.description,
      events: input.events,
      active: input.active,
    });
    await audit(tx, actorOf(principal), {
      action: 'webhook.update',
      entityType: 'webhook',
      entityId: id,
      before: auditView(before),
      after: auditView(row),
    });
    return webhookAnswer(tx, row, options.secrets);
  });
}

/** Deletes the webhook with its delivery log; its pending tries stop. */
export async function deleteWebhook(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const before = await webhookRow(tx, id, true);
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await audit(tx, actorOf(principal), {
      action: 'webhook.delete',
      entityType: 'webhook',
      entityId: id,
      before: auditView(before),
    });
  });
}

/** A new secret (the old one stops signing at once); shown once, like at creation. */
export async function rotateSecret(
  db: Db,
  principal: Principal,
  id: number,
  secrets: WebhookSecrets,
) {
  return db.transaction(async (tx) => {
    await webhookRow(tx, id, true);
    const secret = newSecret();
    const row = await setWebhook(tx, id, { secret: secrets.seal(secret) });
    await audit(tx, actorOf(principal), {
      action: 'webhook.rotate_secret',
      entityType: 'webhook',
      entityId: id,
    });
    return { webhook: await webhookAnswer(tx, row, secrets), secret };
  });
}

/** Queues a `webhook.test` event for this webhook only (it need not subscribe to it). */
export async function sendTestEvent(db: Db, principal: Principal, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const hook = await webhookRow(tx, id, true);
    if (!hook.active)
      throw conflict('webhook_inactive', 'The webhook is turned off: turn it on to test it');
    const deliveryRowId = await addDelivery(
      tx,
      id,
      {
        id: randomUUID(),
        type: WEBHOOK_TEST_EVENT,
        at: now.toISOString(),
        entity: null,
        distributorId: null,
        retailerId: null,
        data: {
          webhookId: id,
          sentBy: principal.name,
          message: 'A test event from Profile > Webhooks',
        },
      },
      now,
    );
    const [row] = await tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryRowId!));
    return serializeDelivery(row!);
  });
}
