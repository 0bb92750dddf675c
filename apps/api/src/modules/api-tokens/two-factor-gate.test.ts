import { describe, expect, it } from 'vitest';
import { enrolTwoFactor } from '../../../test/two-factor';
import { useTestApp } from '../../../test/use-app';
import { apiTokens } from '../../db/schema';
import { newTokenSecret } from './secret';
import { send } from '../../../test/requests';

const t = useTestApp({ requireAdminTwoFactor: true });

describe('REQUIRE_ADMIN_2FA=1 and API tokens', () => {
  const admin = t.signIn('admin');

  it("holds an admin's token to the same gate as the admin's session", async () => {
    // Without 2FA an admin cannot make a token...
    const create = await send(t, admin, 'POST', '/api/tokens', {
      name: 'CI',
      scope: 'read',
      expiresInDays: 7,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('two_factor_setup_required');
    // ...and one made before the rule was turned on is gated like the session.
    const { secret, hash, prefix } = newTokenSecret();
    await t.database.db.insert(apiTokens).values({
      userId: admin.user.id,
      name: 'Older',
      scope: 'read',
      tokenHash: hash,
      prefix,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const bearer = { authorization: `Bearer ${secret}` };
    const before = await t.app.inject({ method: 'GET', url: '/api/machines', headers: bearer });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('two_factor_setup_required');

    await enrolTwoFactor(t.app, admin.auth);
    const after = await t.app.inject({ method: 'GET', url: '/api/machines', headers: bearer });
    expect(after.statusCode, after.body).toBe(200);
  });
});
