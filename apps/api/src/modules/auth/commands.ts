import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  LoginSuccess,
  RegisterRequest,
  UpdateProfileRequest,
  User,
} from '@dd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-strength';
import {
  accountIsActive,
  countUsers,
  createUser,
  findUserByEmail,
  findUserById,
  toPublicUser,
} from '../users';
import { recordSecurityEvent, type RequestMeta } from '../security-log';
import { startSignInChallenge } from '../two-factor';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { createSignInThrottle } from './throttle';
import type { TokenService } from './tokens';

const INVALID_LOGIN = 'Invalid email or password';

export function createAuthService(deps: { db: Db; tokens: TokenService; sessionHours: number }) {
  const { db, tokens, sessionHours } = deps;
  const throttle = createSignInThrottle(db);

  async function issueToken(userId: number, meta: RequestMeta) {
    const session = await createSession(db, userId, sessionHours, meta);
    return tokens.sign({ sessionId: session.id, userId }, session.expiresAt);
  }

  /** The session of a user who passed every step (password, and the 2FA code when it is on). */
  async function finishSignIn(
    user: { id: number; email: string },
    meta: RequestMeta,
  ): Promise<LoginSuccess> {
    // Independent writes, sent together: a sign-in waits for one round trip, not three.
    const [token, [updated]] = await Promise.all([
      issueToken(user.id, meta),
      db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id)).returning(),
      recordSecurityEvent(db, { type: 'sign_in', userId: user.id, email: user.email, meta }),
    ]);
    return { token, user: toPublicUser(updated!) };
  }

  return {
    /** Same answer for unknown email, wrong password, wrong user type or inactive account. */
    async login(body: LoginRequest, meta: RequestMeta): Promise<LoginResponse> {
      await throttle.admit(body.email, meta);
      const user = await findUserByEmail(db, body.email);
      const passwordOk = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        body.password,
      );
      const ok =
        user && passwordOk && user.userType === body.userType && (await accountIsActive(db, user));
      if (!user || !ok) {
        await recordSecurityEvent(db, {
          type: 'sign_in_failed',
          userId: user?.id ?? null,
          email: body.email,
          meta,
        });
        throw unauthorized('invalid_credentials', INVALID_LOGIN);
      }
      // With 2FA on, no session yet: the code step (modules/two-factor) finishes the sign-in.
      if (user.twoFactorEnabledAt) {
        await throttle.succeeded(body.email, meta);
        return startSignInChallenge(db, user.id);
      }
      const [signedIn] = await Promise.all([
        finishSignIn(user, meta),
        throttle.succeeded(body.email, meta),
      ]);
      return signedIn;
    },

    finishSignIn,

    /** The first account becomes the admin; afterwards only an admin creates accounts. */
    async register(body: RegisterRequest, caller: Principal | null, meta: RequestMeta) {
      return db
        .transaction(async (tx) => {
          const bootstrap = (await countUsers(tx)) === 0;
          if (!bootstrap) {
            if (!caller) throw unauthorized('auth_required', 'Authentication required');
            if (caller.role !== 'admin')
              throw forbidden('admin_only', 'Only an admin can create accounts');
          } else if (body.userType !== 'admin') {
            throw badRequest('first_account_admin', 'The first account must be an admin');
          }
          const created = await createUser(tx, body);
          await recordSecurityEvent(tx, {
            type: 'account_created',
            userId: created.id,
            email: created.email,
            actorUserId: caller?.userId ?? null,
            meta,
            details: { userType: created.userType },
          });
          await audit(tx, bootstrap ? actorOf(null) : actorOf(caller), {
            action: 'user.created',
            entityType: 'user',
            entityId: created.id,
            after: { name: created.name, email: created.email, userType: created.userType },
          });
          return { created, bootstrap };
        })
        .then(async ({ created, bootstrap }) => {
          const user = toPublicUser(created);
          // Only the bootstrap admin is signed in; an admin never gets a session as someone else.
          return bootstrap ? { token: await issueToken(created.id, meta), user } : { user };
        });
    },

    async me(principal: Principal): Promise<User> {
      const user = await findUserById(db, principal.userId);
      if (!user) throw unauthorized('session_expired');
      return toPublicUser(user);
    },

    async logout(principal: Principal, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await revokeSession(tx, principal.sessionId);
        await recordSecurityEvent(tx, { type: 'sign_out', userId: principal.userId, meta });
      });
    },

    async logoutOthers(principal: Principal, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await revokeUserSessions(tx, principal.userId, principal.sessionId);
        await recordSecurityEvent(tx, { type: 'sessions_revoked', userId: principal.userId, meta });
      });
    },

    /** Checks the current password, then ends every other session of the user. */
    async changePassword(principal: Principal, body: ChangePasswordRequest, meta: RequestMeta) {
      const user = await findUserById(db, principal.userId);
      if (!user) throw unauthorized('session_expired');
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw badRequest('current_password_incorrect', 'Current password is incorrect');
      }
      if (body.currentPassword === body.newPassword) {
        throw badRequest(
          'password_unchanged',
          'The new password must be different from the current one',
        );
      }
      assertStrongPassword(body.newPassword, user, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id, principal.sessionId);
        await recordSecurityEvent(tx, { type: 'password_changed', userId: user.id, meta });
        await audit(tx, actorOf(principal), {
          action: 'user.password_changed',
          entityType: 'user',
          entityId: user.id,
        });
      });
    },

    /**
     * A new email needs the current password, checked first; only then may the answer say the
     * email is taken. Wrong passwords and taken emails count as failed sign-ins of the account,
     * so neither guessing nor probing goes on for long
     * (docs/decisions/0062-email-change-password.md).
     */
    async updateProfile(
      principal: Principal,
      body: UpdateProfileRequest,
      meta: RequestMeta,
    ): Promise<User> {
      const owner = await findUserById(db, principal.userId);
      if (!owner) throw unauthorized('session_expired');
      const emailChange = body.email !== undefined && body.email !== owner.email;
      if (emailChange) {
        // Counted as a failed sign-in until the password and the new email are found good.
        await throttle.admit(owner.email, meta);
        if (!(await verifyPassword(owner.passwordHash, body.currentPassword ?? ''))) {
          throw badRequest('current_password_incorrect', 'Current password is incorrect');
        }
      }
      const user = await db.transaction(async (tx) => {
        const current = await findUserById(tx, principal.userId);
        if (!current) throw unauthorized('session_expired');
        if (emailChange) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, body.email!), ne(users.id, current.id)));
          if (taken) throw conflict('email_taken', 'An account with this email already exists');
          await recordSecurityEvent(tx, {
            type: 'email_changed',
            userId: current.id,
            email: body.email,
            meta,
            details: { previousEmail: current.email },
          });
        }
        const [updated] = await tx
          .update(users)
          .set({
            name: body.name ?? current.name,
            email: body.email ?? current.email,
            phone: body.phone === undefined ? current.phone : body.phone,
            preferences: { ...current.preferences, ...body.preferences },
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, current.id))
          .returning();
        await audit(tx, actorOf(principal), {
          action: 'user.profile_updated',
          entityType: 'user',
          entityId: current.id,
          before: {
            name: current.name,
            email: current.email,
            phone: current.phone,
            preferences: current.preferences,
          },
          after: {
            name: updated!.name,
            email: updated!.email,
            phone: updated!.phone,
            preferences: updated!.preferences,
          },
        });
        return toPublicUser(updated!);
      });
      if (emailChange) await throttle.succeeded(owner.email, meta);
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
