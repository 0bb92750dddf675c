import { ErrorBody } from '@dd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from './app';
import { createMachines, createProvider } from './factories/machines';
import { useTestApp } from './use-app';
import { postOrder, send } from './requests';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof loginAs>>;
let providerId: number;
type Answer = { $ref?: string; description?: string; 'x-error-codes'?: string[] };
/** The OpenAPI document's answers: path -> method -> status -> response object. */
let paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
/** Its shared answers (a route's answer may refer to one), by name. */
let shared: Record<string, Answer>;

beforeAll(async () => {
  admin = await loginAs(t, 'admin');
  providerId = (await createProvider(t.database)).id;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  paths = doc.paths;
  shared = doc.components.responses;
});

const answerOf = (path: string, method: string, status: number) => {
  const answer = paths[path]?.[method]?.responses[String(status)];
  return answer?.$ref ? shared[answer.$ref.split('/').pop()!] : answer;
};
const documented = (path: string, method: string, status: number) =>
  answerOf(path, method, status)?.['x-error-codes'];

/** The answer is a contract ErrorBody with this code, and the route documents it. */
function expectCode(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  route: [path: string, method: string],
) {
  expect(res.statusCode).toBe(status);
  const body = ErrorBody.parse(res.json());
  expect(body.code).toBe(code);
  expect(documented(route[0], route[1], status)).toContain(code);
  return body;
}

describe('error codes', () => {
  it('the API docs list the codes of each error answer', () => {
    expect(documented('/api/orders', 'post', 409)).toEqual(
      expect.arrayContaining(['machines_unavailable', 'idempotency_key_reused']),
    );
    expect(documented('/api/orders/{id}', 'get', 404)).toEqual(['not_found']);
    expect(documented('/api/orders/{id}', 'get', 401)).toEqual([
      'auth_required',
      'session_expired',
      'token_revoked',
      'token_expired',
    ]);
    expect(documented('/api/orders/{id}', 'get', 403)).toEqual(['forbidden']);
    expect(documented('/api/auth/login', 'post', 401)).toEqual(['invalid_credentials']);
    expect(documented('/api/auth/login', 'post', 400)).toContain('validation_failed');
    expect(answerOf('/api/orders/{id}/status', 'put', 409)?.description).toMatch(
      /invalid_transition/,
    );
  });

  it('a booking conflict answers machines_unavailable with the serials', async () => {
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const machines = await createMachines(t.database, 2, { serviceProviderId: providerId });
    const book = (machineIds: number[]) =>
      postOrder(t, admin.auth, {
        distributorId: d.id,
        retailerId: r.id,
        serviceProviderId: providerId,
        machineIds,
      });
    expect((await book([machines[0]!.id])).statusCode).toBe(201);
    const res = await book(machines.map((m) => m.id));
    const body = expectCode(res, 409, 'machines_unavailable', ['/api/orders', 'post']);
    expect(body.params).toEqual({ serials: [machines[0]!.serialNumber] });
    expect(body.details?.[0]).toMatchObject({ path: 'machineIds', code: 'machines_unavailable' });
  });

  it('an invalid order transition answers invalid_transition with from and to', async () => {
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const created = await postOrder(t, admin.auth, {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: providerId,
    });
    const id = created.json().id as number;
    const res = await send(t, admin, 'PUT', `/api/orders/${id}/status`, { status: 'DELIVERED' });
    const body = expectCode(res, 409, 'invalid_transition', ['/api/orders/{id}/status', 'put']);
    expect(body.params).toEqual({ from: 'PENDING', to: 'DELIVERED' });
  });

  it('a duplicate distributor email answers email_taken', async () => {
    const payload = {
      name: 'Code Distribution',
      email: 'codes@dist.test',
      phone: '+91 99887 66554',
      company_name: 'Code Distribution Pvt Ltd',
      address: '1 Relief Road',
    };
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/distributors', headers: admin.auth, payload });
    expect((await post()).statusCode).toBe(201);
    expectCode(await post(), 409, 'email_taken', ['/api/distributors', 'post']);
  });

  it('bad input answers validation_failed with a code per field; unknown routes not_found', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', userType: 'wizard' },
    });
    const body = expectCode(res, 400, 'validation_failed', ['/api/auth/login', 'post']);
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.password', code: 'required' }),
        expect.objectContaining({ path: 'body.userType', code: 'invalid_value' }),
      ]),
    );
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found', code: 'not_found' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders/1' });
    expectCode(anonymous, 401, 'auth_required', ['/api/orders/{id}', 'get']);
  });
});
