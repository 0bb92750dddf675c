import type { EmailDelivery, UserType } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { forbidden } from '../../lib/http-errors';
import { notificationSettings } from '../../db/schema';

/**
 * THE rule of how a user's notification emails go out: admins choose, and have the daily digest
 * until they do (existing admins too: nothing is stored until chosen); everyone else gets one
 * email per event, whatever a row says (an admin made a distributor keeps no digest).
 */
export function emailDeliveryOf(role: UserType, chosen: string | null | undefined): EmailDelivery {
  if (role !== 'admin') return 'perEvent';
  return chosen === 'perEvent' ? 'perEvent' : 'dailyDigest';
}

/** The caller's delivery, chosen or by default. */
export async function deliveryOf(
  db: Executor,
  user: { userId: number; role: UserType },
): Promise<EmailDelivery> {
  const [row] = await rows(
    db,
    sql`SELECT email_delivery FROM ${notificationSettings} WHERE user_id = ${user.userId}`,
    z.object({ email_delivery: z.string() }),
  );
  return emailDeliveryOf(user.role, row?.email_delivery);
}

/** Saves the caller's choice; only an admin may have the digest (a non-admin may say perEvent). */
export async function saveDelivery(
  db: Executor,
  user: { userId: number; role: UserType },
  choice: EmailDelivery,
): Promise<void> {
  if (choice === 'dailyDigest' && user.role !== 'admin')
    throw forbidden(
      'email_digest_admins_only',
      'Only an admin can get notification emails as a daily digest',
    );
  await db.execute(sql`
    INSERT INTO ${notificationSettings} (user_id, email_delivery) VALUES (${user.userId}, ${choice})
    ON CONFLICT (user_id) DO UPDATE SET email_delivery = EXCLUDED.email_delivery`);
}
