import {
  NOTIFICATION_EVENTS,
  UserType,
  type EmailDelivery,
  type NotificationEventType,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import type { DispatchedEvent } from '../../platform/outbox';
import { emailDeliveryOf } from './delivery';
import { notificationPreferences, notificationSettings, users } from '../../db/schema';

export type Recipient = {
  userId: number;
  email: string;
  name: string;
  language: string;
  role: 'admin' | 'distributor' | 'retailer';
  /** This user's choice for the event's type (or the type's default). */
  inApp: boolean;
  wantsEmail: boolean;
  /** One email per event, or held for the daily digest (delivery.ts). */
  emailDelivery: EmailDelivery;
};

/**
 * Who is told of an event, scoped like everything else: the named account only (security), or
 * the active admins plus the active users of the event's distributor and retailer (and, for a
 * transfer, of the sending distributor, `payload.fromDistributorId`: one event tells both sides).
 * The one who did it is not told of their own action.
 */
export async function recipientsOf(db: Executor, event: DispatchedEvent): Promise<Recipient[]> {
  const defaults = NOTIFICATION_EVENTS[event.type as NotificationEventType] ?? {
    inApp: true,
    email: false,
  };
  const sender = senderOf(event);
  const who = event.userId
    ? sql`u.id = ${event.userId}`
    : sql`(u.user_type = 'admin'
           OR (u.user_type = 'distributor' AND u.distributor_id = ${event.distributorId})
           OR (u.user_type = 'distributor' AND u.distributor_id = ${sender})
           OR (u.user_type = 'retailer' AND u.retailer_id = ${event.retailerId}))
          AND u.id IS DISTINCT FROM ${event.actorUserId}`;
  const found = await rows(
    db,
    sql`SELECT u.id, u.email, u.name, u.preferences->>'language' AS language, u.user_type,
               p.in_app, p.email AS by_email, s.email_delivery
          FROM ${users} u
          LEFT JOIN ${notificationPreferences} p ON p.user_id = u.id AND p.event_type = ${event.type}
          LEFT JOIN ${notificationSettings} s ON s.user_id = u.id
         WHERE u.status = 'ACTIVE' AND ${who}
         ORDER BY u.id`,
    z.object({
      id: z.int(),
      email: z.string(),
      name: z.string(),
      language: z.string().nullable(),
      user_type: UserType,
      in_app: z.boolean().nullable(),
      by_email: z.boolean().nullable(),
      email_delivery: z.string().nullable(),
    }),
  );
  return found.map((u) => ({
    userId: u.id,
    email: u.email,
    name: u.name,
    language: u.language ?? 'en',
    role: u.user_type,
    inApp: u.in_app ?? defaults.inApp,
    wantsEmail: u.by_email ?? defaults.email,
    emailDelivery: emailDeliveryOf(u.user_type, u.email_delivery),
  }));
}

/** The sending distributor of a transfer event (told with the receiving one), else null. */
function senderOf(event: DispatchedEvent): number | null {
  if (!event.type.startsWith('transfer.')) return null;
  const from = (event.payload as { fromDistributorId?: unknown } | null)?.fromDistributorId;
  return typeof from === 'number' ? from : null;
}
