import type { LoginTwoFactorRequired } from '@dd/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twoFactorChallenges } from '../../db/schema';
import { newChallengeToken, sha256 } from './crypto';
import { systemClock } from '../../platform/clock';

/** How long the code step may take, and how many codes one challenge may try. */
const CHALLENGE_MINUTES = 5;
const ATTEMPTS_PER_CHALLENGE = 5;

/** The password was right: login() answers this instead of a session (no token yet). */
export async function startSignInChallenge(
  db: Executor,
  userId: number,
): Promise<LoginTwoFactorRequired> {
  const challenge = newChallengeToken();
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, sql`now()`));
  await db.insert(twoFactorChallenges).values({
    tokenHash: sha256(challenge),
    userId,
    expiresAt: new Date(systemClock().getTime() + CHALLENGE_MINUTES * 60_000),
  });
  return { twoFactorRequired: true, challenge };
}

/**
 * Counts one attempt on a live challenge and answers its user; null when it is unknown,
 * expired or out of attempts. Counted before the code is checked, so parallel guesses on one
 * challenge cannot exceed the limit.
 */
export async function claimAttempt(db: Executor, challenge: string): Promise<number | null> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, sha256(challenge)),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
        lt(twoFactorChallenges.attempts, ATTEMPTS_PER_CHALLENGE),
      ),
    )
    .returning({ userId: twoFactorChallenges.userId });
  return row?.userId ?? null;
}

/** Spends the challenge; false when a parallel request already did. */
export async function consumeChallenge(db: Executor, challenge: string): Promise<boolean> {
  const gone = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, sha256(challenge)))
    .returning({ userId: twoFactorChallenges.userId });
  return gone.length > 0;
}

export async function endChallengesOf(db: Executor, userId: number) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}
