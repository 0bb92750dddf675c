import { describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { useTestApp } from '../../../test/use-app';

const t = useTestApp();

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

describe('POST /api/auth/register', () => {
  it('creates the first admin on an empty database, then only an admin may create accounts', async () => {
    const notAdminFirst = await register({
      name: 'X',
      email: 'x@example.test',
      password: 'Long-enough-1',
      userType: 'distributor',
      distributorId: 1,
    });
    expect(notAdminFirst.statusCode).toBe(400);

    const first = await register({
      name: 'First Admin',
      email: 'first@example.test',
      password: 'Long-enough-1',
    });
    expect(first.statusCode).toBe(201);
    const { token, user } = first.json();
    expect(user).toMatchObject({ email: 'first@example.test', userType: 'admin' });

    const anonymous = await register({
      name: 'Second',
      email: 'second@example.test',
      password: 'Long-enough-1',
    });
    expect(anonymous.statusCode).toBe(401);

    const d = await createDistributor(t.database);
    const byAdmin = await register(
      {
        name: 'Dist User',
        email: 'dist@example.test',
        password: 'Long-enough-1',
        userType: 'distributor',
        distributorId: d.id,
      },
      { authorization: `Bearer ${token}` },
    );
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().token).toBeUndefined();
    expect(byAdmin.json().user).toMatchObject({ userType: 'distributor', distributorId: d.id });

    const distLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dist@example.test', password: 'Long-enough-1', userType: 'distributor' },
    });
    const distToken = distLogin.json().token as string;
    const byDistributor = await register(
      { name: 'Sneaky', email: 'sneaky@example.test', password: 'Long-enough-1' },
      { authorization: `Bearer ${distToken}` },
    );
    expect(byDistributor.statusCode).toBe(403);

    const duplicate = await register(
      { name: 'Again', email: 'FIRST@example.test', password: 'Long-enough-1' },
      { authorization: `Bearer ${token}` },
    );
    expect(duplicate.statusCode).toBe(409);
  });
});
