import {
  RECOVERY_CODE_COUNT,
  type LoginSuccess,
  type TwoFactorEnableRequest,
  type TwoFactorLoginRequest,
  type TwoFactorProofRequest,
} from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { twoFactorRecoveryCodes, userTwoFactor, users } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import { accountIsActive, findUserById } from '../users';
import {
  recordSecurityEvent,
  recordSecurityEvents,
  type RequestMeta,
  type SecurityEvent,
} from '../security-log';
import { claimAttempt, consumeChallenge, endChallengesOf } from './challenges';
import { newRecoveryCode, recoveryCodeHash, secretBox } from './crypto';
import { checkProof, proofOf, type Verdict } from './second-factor';
import { enrolmentOf, newTotpSecret } from './totp';

type UserRow = typeof users.$inferSelect;

export type TwoFactorDeps = {
  db: Db;
  /** The token secret: the key that encrypts TOTP secrets is derived from it. */
  jwtSecret: string;
  /** REQUIRE_ADMIN_2FA. */
  requireAdminTwoFactor: boolean;
  /** Issues the session once the second step passed (the auth service's). */
  finishSignIn: (user: UserRow, meta: RequestMeta) => Promise<LoginSuccess>;
  /**
   * The account's other ways in (the auth module's sessions, the api-tokens module's tokens),
   * which turning two-factor on offers to end: they were opened without a second factor.
   */
  otherAccess: {
    endSessions: (tx: Tx, userId: number, keep: string) => Promise<number>;
    countSessions: (tx: Tx, userId: number, keep: string) => Promise<number>;
    revokeTokens: (tx: Tx, userId: number) => Promise<AccessToken[]>;
    liveTokens: (tx: Tx, userId: number) => Promise<AccessToken[]>;
  };
};

type AccessToken = { id: number; name: string; scope: string };

const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';
const INVALID_CODE = 'The code is not valid';

/** A verdict that is not a success, as the error it answers. */
function refusal(verdict: Exclude<Verdict, { ok: true }>): HttpError {
  if (verdict.reason === 'locked') {
    const { minutes } = verdict;
    return tooManyRequests(
      'login_throttled',
      `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { params: { seconds: minutes * 60 } },
    );
  }
  if (verdict.reason === 'absent')
    return conflict('two_factor_not_enabled', 'Two-factor sign-in is not on');
  if (verdict.reason === 'used')
    return badRequest(
      'two_factor_code_used',
      'This code was already used. Wait for the next code in your app',
    );
  return badRequest('two_factor_invalid', INVALID_CODE);
}

async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, requireAdminTwoFactor, finishSignIn } = deps;
  const box = secretBox(deps.jwtSecret);

  const requiredFor = (user: Pick<UserRow, 'userType'>) =>
    requireAdminTwoFactor && user.userType === 'admin';

  /**
   * Ends the other sessions and the API tokens when asked, and records in the `two_factor_enabled`
   * event which were ended and which were kept (each revoked token has its own event too).
   */
  async function endOtherAccess(
    tx: Tx,
    principal: Principal,
    choice: TwoFactorEnableRequest,
    meta: RequestMeta,
  ) {
    const { userId, sessionId } = principal;
    const { otherAccess } = deps;
    const ended = choice.endOtherSessions
      ? await otherAccess.endSessions(tx, userId, sessionId)
      : 0;
    const kept = choice.endOtherSessions
      ? 0
      : await otherAccess.countSessions(tx, userId, sessionId);
    const revoked = choice.revokeApiTokens ? await otherAccess.revokeTokens(tx, userId) : [];
    const live = choice.revokeApiTokens ? [] : await otherAccess.liveTokens(tx, userId);
    const named = (tokens: AccessToken[]) => tokens.map(({ id, name }) => ({ id, name }));
    const events: SecurityEvent[] = [
      {
        type: 'two_factor_enabled',
        userId,
        meta,
        details: {
          sessionsEnded: ended,
          sessionsKept: kept,
          tokensRevoked: named(revoked),
          tokensKept: named(live),
        },
      },
      ...revoked.map(
        (token): SecurityEvent => ({
          type: 'api_token_revoked',
          userId,
          meta,
          details: {
            tokenId: token.id,
            name: token.name,
            scope: token.scope,
            reason: 'two_factor_enabled',
          },
        }),
      ),
    ];
    await recordSecurityEvents(tx, events);
  }

  async function currentUser(principal: Principal) {
    const user = await findUserById(db, principal.userId);
    if (!user) throw unauthorized('session_expired');
    return user;
  }

  async function withPassword(principal: Principal, password: string) {
    const user = await currentUser(principal);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw badRequest('current_password_incorrect', 'Current password is incorrect');
    }
    return user;
  }

  /**
   * Runs `change` when the proof holds, in the transaction that checked it; a failed check
   * commits its failure (and lock) and answers the refusal.
   */
  async function proven<T>(
    user: UserRow,
    proof: TwoFactorProofRequest,
    meta: RequestMeta,
    action: 'disable' | 'regenerate',
    change: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx) => {
      const verdict = await checkProof(tx, box, user.id, proofOf(proof), meta, action);
      return verdict.ok ? { ok: true as const, done: await change(tx) } : verdict;
    });
    if (!outcome.ok) throw refusal(outcome);
    return outcome.done;
  }

  return {
    requiredFor,

    /** Starts (or restarts) enrolment: a new secret, kept pending until a code confirms it. */
    async setup(principal: Principal, password: string) {
      const user = await withPassword(principal, password);
      if (user.twoFactorEnabledAt) {
        throw conflict('two_factor_already_enabled', 'Two-factor sign-in is already on');
      }
      const secret = newTotpSecret();
      const sealed = box.seal(user.id, secret);
      await db
        .insert(userTwoFactor)
        .values({ userId: user.id, secret: sealed })
        .onConflictDoUpdate({
          target: userTwoFactor.userId,
          set: { secret: sealed, lastUsedStep: null, createdAt: sql`now()` },
        });
      return enrolmentOf(secret, user.email);
    },

    /** The first code confirms the pending secret: 2FA is on and ten recovery codes are made. */
    async enable(principal: Principal, body: TwoFactorEnableRequest, meta: RequestMeta) {
      const { code } = body;
      const user = await currentUser(principal);
      if (user.twoFactorEnabledAt) {
        throw conflict('two_factor_already_enabled', 'Two-factor sign-in is already on');
      }
      const outcome = await db.transaction(async (tx) => {
        const verdict = await checkProof(tx, box, user.id, { code }, meta, 'enable');
        if (!verdict.ok) return verdict;
        // Read after the row lock: a parallel enable (another tab) that won is seen here.
        const [now] = await tx
          .select({ enabledAt: users.twoFactorEnabledAt })
          .from(users)
          .where(eq(users.id, user.id));
        if (now?.enabledAt) {
          throw conflict('two_factor_already_enabled', 'Two-factor sign-in is already on');
        }
        await tx
          .update(users)
          .set({ twoFactorEnabledAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
        await endOtherAccess(tx, principal, body, meta);
        await audit(tx, actorOf(principal), {
          action: 'user.two_factor_enabled',
          entityType: 'user',
          entityId: user.id,
        });
        return { ok: true as const, recoveryCodes };
      });
      if (!outcome.ok) {
        if (outcome.reason === 'absent') {
          throw conflict('two_factor_not_started', 'Start the two-factor setup first');
        }
        throw refusal(outcome);
      }
      return { recoveryCodes: outcome.recoveryCodes };
    },

    async disable(principal: Principal, body: TwoFactorProofRequest, meta: RequestMeta) {
      const user = await withPassword(principal, body.password);
      if (!user.twoFactorEnabledAt) {
        throw conflict('two_factor_not_enabled', 'Two-factor sign-in is not on');
      }
      if (requiredFor(user)) {
        throw forbidden('two_factor_mandatory', 'Two-factor sign-in is required for admins');
      }
      await proven(user, body, meta, 'disable', async (tx) => {
        await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
        await endChallengesOf(tx, user.id);
        await tx
          .update(users)
          .set({ twoFactorEnabledAt: null, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await recordSecurityEvent(tx, { type: 'two_factor_disabled', userId: user.id, meta });
        await audit(tx, actorOf(principal), {
          action: 'user.two_factor_disabled',
          entityType: 'user',
          entityId: user.id,
        });
      });
    },

    /** New recovery codes replace every old one (used or not). */
    async regenerateRecoveryCodes(
      principal: Principal,
      body: TwoFactorProofRequest,
      meta: RequestMeta,
    ) {
      const user = await withPassword(principal, body.password);
      if (!user.twoFactorEnabledAt) {
        throw conflict('two_factor_not_enabled', 'Two-factor sign-in is not on');
      }
      return proven(user, body, meta, 'regenerate', async (tx) => {
        const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
        await recordSecurityEvent(tx, {
          type: 'recovery_codes_regenerated',
          userId: user.id,
          meta,
        });
        await audit(tx, actorOf(principal), {
          action: 'user.recovery_codes_regenerated',
          entityType: 'user',
          entityId: user.id,
        });
        return { recoveryCodes };
      });
    },

    /** The second step of a sign-in: a live challenge and a right code give the session. */
    async completeSignIn(body: TwoFactorLoginRequest, meta: RequestMeta): Promise<LoginSuccess> {
      const expired = () => unauthorized('two_factor_sign_in_expired', CHALLENGE_EXPIRED);
      const userId = await claimAttempt(db, body.challenge);
      if (userId === null) throw expired();
      const user = await findUserById(db, userId);
      if (!user?.twoFactorEnabledAt || !(await accountIsActive(db, user))) {
        await endChallengesOf(db, userId);
        throw expired();
      }
      const verdict = await db.transaction(async (tx) => {
        const checked = await checkProof(tx, box, user.id, proofOf(body), meta, 'sign_in');
        // Spent with the code, in one transaction: a parallel request gets neither.
        if (checked.ok && !(await consumeChallenge(tx, body.challenge))) throw expired();
        return checked;
      });
      if (!verdict.ok) {
        if (verdict.reason === 'absent') throw expired();
        if (verdict.reason === 'locked') {
          await recordSecurityEvent(db, {
            type: 'sign_in_throttled',
            userId: user.id,
            email: user.email,
            meta,
            details: { step: 'two_factor' },
          });
        }
        throw refusal(verdict);
      }
      return finishSignIn(user, meta);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
