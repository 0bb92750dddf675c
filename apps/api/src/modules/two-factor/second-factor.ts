import type { TwoFactorProofRequest } from '@dd/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema';
import { recordSecurityEvent, type RequestMeta } from '../security-log';
import { recoveryCodeHash, type SecretBox } from './crypto';
import { acceptedStep } from './totp';
import { systemClock } from '../../platform/clock';

/** A code from the app, or one of the recovery codes (never both). */
export type Proof = { code: string } | { recoveryCode: string };
export const proofOf = (body: TwoFactorProofRequest | Proof): Proof =>
  'code' in body ? { code: body.code } : { recoveryCode: body.recoveryCode };

/** Every fifth wrong code in a row locks the second step: 15 minutes, doubling, at most a day. */
const LOCK_EVERY = 5;
const FIRST_LOCK_MS = 15 * 60_000;
const MAX_LOCK_MS = 24 * 3600_000;
/** Wrong codes older than this no longer count. */
const FORGET_AFTER_MS = 24 * 3600_000;

export type Verdict =
  | { ok: true; usedRecoveryCode: boolean }
  | { ok: false; reason: 'invalid' | 'used' | 'absent' }
  | { ok: false; reason: 'locked'; minutes: number };

/**
 * Checks a proof for the user under a lock of their 2FA row (parallel requests of one user
 * take turns, in every API process): a code must be newer than the last accepted one, a
 * recovery code unused. Records the use, or the failure and any lock, in `tx`; the caller
 * commits either way and then answers.
 */
export async function checkProof(
  tx: Tx,
  box: SecretBox,
  userId: number,
  proof: Proof,
  meta: RequestMeta,
  action: 'sign_in' | 'enable' | 'disable' | 'regenerate',
): Promise<Verdict> {
  const [row] = await tx
    .select()
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .for('update');
  if (!row) return { ok: false, reason: 'absent' };
  const now = systemClock().getTime();
  if (row.lockedUntil && row.lockedUntil.getTime() > now) {
    return { ok: false, reason: 'locked', minutes: minutesUntil(row.lockedUntil, now) };
  }

  let accepted = false;
  let used = false;
  if ('code' in proof) {
    const secret = box.open(userId, row.secret);
    const step = secret ? await acceptedStep(secret, proof.code, row.lastUsedStep) : null;
    used = step === 'used';
    if (typeof step === 'number') {
      accepted = true;
      await tx
        .update(userTwoFactor)
        .set({ lastUsedStep: step, failedCount: 0, lastFailedAt: null, lockedUntil: null })
        .where(eq(userTwoFactor.userId, userId));
    }
  } else {
    const spent = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, recoveryCodeHash(proof.recoveryCode)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    if (spent.length > 0) {
      accepted = true;
      await tx
        .update(userTwoFactor)
        .set({ failedCount: 0, lastFailedAt: null, lockedUntil: null })
        .where(eq(userTwoFactor.userId, userId));
      await recordSecurityEvent(tx, {
        type: 'recovery_code_used',
        userId,
        meta,
        details: { action },
      });
    }
  }
  if (accepted) return { ok: true, usedRecoveryCode: 'recoveryCode' in proof };

  const fresh = !row.lastFailedAt || now - row.lastFailedAt.getTime() > FORGET_AFTER_MS;
  const failedCount = fresh ? 1 : row.failedCount + 1;
  const lockedUntil =
    failedCount % LOCK_EVERY === 0
      ? new Date(now + Math.min(FIRST_LOCK_MS * 2 ** (failedCount / LOCK_EVERY - 1), MAX_LOCK_MS))
      : null;
  await tx
    .update(userTwoFactor)
    .set({ failedCount, lastFailedAt: new Date(now), lockedUntil })
    .where(eq(userTwoFactor.userId, userId));
  await recordSecurityEvent(tx, {
    type: 'two_factor_failed',
    userId,
    meta,
    details: { action, method: 'code' in proof ? 'code' : 'recovery_code', failedCount },
  });
  // A used code still counts towards the lock (a replay is a failed try), but says why.
  return { ok: false, reason: used ? 'used' : 'invalid' };
}

const minutesUntil = (until: Date, now: number) =>
  Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
