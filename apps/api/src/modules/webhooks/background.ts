import { sql } from 'drizzle-orm';
import { webhookDeliveries } from '../../db/schema';
import type { BackgroundRegistry } from '../../platform/background';
import { olderThan } from '../../platform/retention';
import { webhookChannel } from './channel';
import { deliveryHandler, type DeliveryDeps } from './deliver';
import { DELIVER_JOB } from './payload';

/**
 * What webhooks need in the background: each outbox event becomes a delivery per subscribed
 * webhook; the delivery job posts it; ended deliveries (and their attempts) go after 30 days.
 */
export function registerWebhooks(background: BackgroundRegistry, deps: DeliveryDeps) {
  background.onEvent(webhookChannel(deps));
  background.handle(DELIVER_JOB, deliveryHandler(deps));
  background.retain('webhookDeliveries', {
    table: webhookDeliveries,
    expired: sql`t.status IN ('succeeded', 'failed') AND t.created_at < ${olderThan('30 days')}`,
  });
}
