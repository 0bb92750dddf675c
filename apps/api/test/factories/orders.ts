import { beforeAll, expect } from 'vitest';
import type { TestApp } from '../app';
import { postOrder } from '../requests';
import type { useTestApp, useTwoDistributors } from '../use-app';
import { createMachines, createProvider } from './machines';

type Booked = {
  id: number;
  order: { id: number; order_number: string; machines: { id: number; serialNumber: string }[] };
};

/**
 * Books `n` new machines of the service provider for the retailer through the real route
 * (POST /api/orders as `who`, a machine allotment) and answers the order as created.
 */
export async function bookNewMachines(
  t: Pick<TestApp, 'app' | 'database'>,
  who: { auth: Record<string, string> },
  to: { distributorId: number; retailerId: number; serviceProviderId: number },
  n: number,
): Promise<Booked> {
  const ms = await createMachines(t.database, n, { serviceProviderId: to.serviceProviderId });
  const res = await postOrder(t, who.auth, { ...to, machineIds: ms.map((m) => m.id) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * A service provider made before the file's tests (after the hooks declared before it), and the
 * booking target of distributor A's retailer with that provider's machines (inside hooks and tests).
 */
export function useOrdersOfRetailerA(
  t: ReturnType<typeof useTestApp>,
  w: ReturnType<typeof useTwoDistributors>,
) {
  let providerId = 0;
  beforeAll(async () => {
    providerId = (await createProvider(t.database)).id;
  });
  return () => ({ distributorId: w.a.id, retailerId: w.ra.id, serviceProviderId: providerId });
}
