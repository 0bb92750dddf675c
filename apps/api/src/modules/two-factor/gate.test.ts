import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/app';
import { enrolTwoFactor, freshCode } from '../../../test/two-factor';
import { useTestApp } from '../../../test/use-app';
import { ENROLMENT_ROUTES } from './gate';
import { send } from '../../../test/requests';

const t = useTestApp({ requireAdminTwoFactor: true });

describe('REQUIRE_ADMIN_2FA=1', () => {
  const admin = t.signIn('admin');
  const dist = t.signIn('distributor');
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('names only registered routes as reachable during enrolment', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect([...ENROLMENT_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('an admin without 2FA reaches only the profile and the enrolment until 2FA is on', async () => {
    const meta = await t.app.inject({ method: 'GET', url: '/api/meta' });
    expect(meta.json()).toMatchObject({ requireAdminTwoFactor: true });

    const machines = await get('/api/machines', admin);
    expect(machines.statusCode).toBe(403);
    expect(machines.json().code).toBe('two_factor_setup_required');
    const register = await send(t, admin, 'POST', '/api/auth/register', {
      name: 'Another',
      email: 'another-admin@example.test',
      password: TEST_PASSWORD,
    });
    expect(register.json().code).toBe('two_factor_setup_required');
    expect((await get('/api/auth/me', admin)).statusCode).toBe(200);
    expect((await get('/api/auth/sessions', admin)).statusCode).toBe(200);
    expect((await get('/api/auth/two-factor', admin)).json()).toMatchObject({
      enabled: false,
      required: true,
    });
    // Other roles are not concerned.
    expect((await get('/api/machines', dist)).statusCode).toBe(200);
    expect((await get('/api/auth/two-factor', dist)).json()).toMatchObject({ required: false });

    const { secret, step } = await enrolTwoFactor(t.app, admin);
    // The same session, at once.
    expect((await get('/api/machines', admin)).statusCode).toBe(200);

    const { code } = await freshCode(secret, step);
    const off = await send(t, admin, 'POST', '/api/auth/two-factor/disable', {
      password: TEST_PASSWORD,
      code,
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('two_factor_mandatory');
    expect((await get('/api/auth/two-factor', admin)).json()).toMatchObject({ enabled: true });
  });
});
