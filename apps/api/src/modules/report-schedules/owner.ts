import { UserType } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { distributors, retailers, users } from '../../db/schema';

export type ScheduleOwner = {
  principal: Principal;
  email: string;
  language: string;
  /** The account, and its distributor or retailer, are ACTIVE (as a sign-in would require). */
  active: boolean;
};

/**
 * The schedule owner as the report sees them WHEN IT RUNS: their role and links read from the
 * users table now, never from when the schedule was made. A moved or demoted account gets its
 * new scope; an inactive one gets nothing.
 */
export async function scheduleOwner(db: Executor, userId: number): Promise<ScheduleOwner | null> {
  const [u] = await rows(
    db,
    sql`SELECT u.id, u.name, u.email, u.user_type, u.distributor_id, u.retailer_id,
               u.preferences->>'language' AS language,
               (u.status = 'ACTIVE' AND coalesce(d.status, 'ACTIVE') = 'ACTIVE'
                 AND coalesce(r.status, 'ACTIVE') = 'ACTIVE') AS active
          FROM ${users} u
          LEFT JOIN ${distributors} d ON d.id = u.distributor_id
          LEFT JOIN ${retailers} r ON r.id = u.retailer_id
         WHERE u.id = ${userId}`,
    z.object({
      id: z.int(),
      name: z.string(),
      email: z.string(),
      user_type: UserType,
      distributor_id: z.int().nullable(),
      retailer_id: z.int().nullable(),
      language: z.string().nullable(),
      active: z.boolean(),
    }),
  );
  if (!u) return null;
  return {
    principal: {
      userId: u.id,
      name: u.name,
      role: u.user_type,
      distributorId: u.distributor_id,
      retailerId: u.retailer_id,
      // Not a session: the report's scope reads only the role and the links.
      sessionId: '',
      twoFactorEnabled: false,
    },
    email: u.email,
    language: u.language ?? 'en',
    active: u.active,
  };
}
