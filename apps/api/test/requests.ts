import type { TestApp } from './app';

/** Books machines through the real route: POST /api/orders, a machine allotment unless told. */
export function postOrder(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  body: { distributorId: number; serviceProviderId: number } & Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { orderType: 'MACHINE_ALLOTMENT', ...body },
  });
}
