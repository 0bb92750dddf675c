import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { signInFailures } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-errors';
import { recordSecurityEvent, type RequestMeta } from '../security-log';
import type { BackgroundRegistry } from '../../platform/background';

/**
 * The failed-sign-in throttle, kept in PostgreSQL so every API process counts the same
 * failures. Two limits, neither of which lets a stranger lock an account out:
 * - per email and address: 5 failures are free, then each further attempt waits 1, 2, 4, ...
 *   seconds (at most 15 minutes) after the last failure. The right password from another
 *   address is never refused because of guesses from this one.
 * - per address: 50 failures (any emails) within 15 minutes, then a wait until the oldest of
 *   them is 15 minutes old.
 * Failures are forgotten after a day, and those of an email from an address as soon as the
 * right password comes from there.
 */
const SIGN_IN_LIMITS = {
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  addressFailures: 50,
  addressWindow: '15 minutes',
  memory: '24 hours',
} as const;

type ThrottleScope = 'email_address' | 'address';

/** An address as the limits count it: an IPv6 client as its /64, like the request rate limit. */
const addressKey = (ip: string | null) => (ip ? normalizeIP(ip) : 'unknown');

/** "3 seconds" / "15 minutes": the English sentence's wait (clients use params.seconds). */
function waitText(seconds: number) {
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** Seconds each limit still makes the attempt wait (`greatest(0, ...)`: 0 when it holds none). */
const Waits = z.object({ email_address: z.int(), address: z.int() });

export function createSignInThrottle(db: Db) {
  const L = SIGN_IN_LIMITS;

  /** Seconds each limit still makes this email wait at this address (0: may try now). */
  async function waits(tx: Executor, email: string, ip: string) {
    const [w] = await rows(
      tx,
      sql`SELECT
            greatest(0, ceil(extract(epoch FROM
              CASE WHEN count(*) >= ${L.freeFailures}
                THEN max(at) + least(power(2, count(*) - ${L.freeFailures}), ${L.maxDelaySeconds}) * interval '1 second'
              END - now())))::int AS email_address,
            greatest(0, ceil(extract(epoch FROM
              (SELECT at FROM ${signInFailures}
                WHERE ip = ${ip} AND at > now() - ${L.addressWindow}::interval
                ORDER BY at DESC OFFSET ${L.addressFailures - 1} LIMIT 1)
              + ${L.addressWindow}::interval - now())))::int AS address
          FROM ${signInFailures}
          WHERE email = ${email} AND ip = ${ip} AND at > now() - ${L.memory}::interval`,
      Waits,
    );
    return w!;
  }

  return {
    /**
     * Refuses the attempt with 429 `login_throttled` (params.seconds) while a limit holds;
     * otherwise counts it as a failure until `succeeded` says the password was right. Attempts
     * from one address queue on a lock, so parallel guesses cannot all pass one check.
     */
    async admit(email: string, meta: RequestMeta): Promise<void> {
      const ip = addressKey(meta.ip);
      const wait = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sign-in'), hashtext(${ip}))`);
        const w = await waits(tx, email, ip);
        if (w.email_address > 0 || w.address > 0) return w;
        await tx.insert(signInFailures).values({ ip, email });
        return null;
      });
      if (!wait) return;
      const scope: ThrottleScope = wait.address > wait.email_address ? 'address' : 'email_address';
      const seconds = wait[scope];
      await recordSecurityEvent(db, {
        type: 'sign_in_throttled',
        userId: null,
        email,
        meta,
        details: { scope, seconds },
      });
      throw tooManyRequests(
        'login_throttled',
        `Too many failed sign-in attempts. Please try again in ${waitText(seconds)}.`,
        { params: { seconds } },
      );
    },

    /** The right password: this email's failures from this address are forgotten. */
    async succeeded(email: string, meta: RequestMeta): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.ip, addressKey(meta.ip))));
    },
  };
}

/** Deletes, every hour, the failures older than the throttle remembers (any process may). */
export function registerSignInFailurePrune(background: BackgroundRegistry, db: Db) {
  background.every({
    name: 'sign-in failures prune',
    everyMs: 3_600_000,
    run: () =>
      db
        .delete(signInFailures)
        .where(lt(signInFailures.at, sql`now() - ${SIGN_IN_LIMITS.memory}::interval`)),
  });
}
