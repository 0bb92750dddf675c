import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { outboxEvents, securityEvents } from '../../db/schema';

export type EmailChange = { previousEmail: string; newEmail: string };

/**
 * The addresses of the email change an `email_changed` alert (outbox event `alertEventId`) tells
 * of: its security event, written in the same transaction (so at the same time) for the same
 * account; the latest of them not after the alert. Kept out of the alert's payload, which
 * webhooks subscribed to security alerts receive.
 */
export async function emailChangeOf(
  db: Executor,
  alertEventId: string,
): Promise<EmailChange | null> {
  const [change] = await rows(
    db,
    sql`SELECT s.details->>'previousEmail' AS previous_email, s.email AS new_email
          FROM ${outboxEvents} o
          JOIN ${securityEvents} s
            ON s.user_id = o.user_id AND s.type = 'email_changed' AND s.at <= o.at
         WHERE o.event_id = ${alertEventId}
         ORDER BY s.at DESC, s.id DESC
         LIMIT 1`,
    z.object({ previous_email: z.string().nullable(), new_email: z.string().nullable() }),
  );
  if (!change?.previous_email || !change.new_email) return null;
  return { previousEmail: change.previous_email, newEmail: change.new_email };
}
