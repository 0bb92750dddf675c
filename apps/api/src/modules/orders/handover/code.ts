import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';

/** A fresh six-digit hand-over code (uniform over 000000-999999, from the CSPRNG). */
function newHandoverCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Compares a typed code with the stored one in constant time. */
export function sameCode(stored: string, typed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(typed);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The columns that (re)issue a code: a new code, no failures, not locked. */
export function issuedCodeColumns() {
  return {
    handoverCode: newHandoverCode(),
    handoverIssuedAt: sql`now()`,
    handoverFailures: 0,
    handoverLockedAt: null,
  };
}
