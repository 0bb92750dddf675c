import { expect, type Page } from '@playwright/test';
import { apiToken } from './session';

export type BookedOrder = { id: number; order_number: string };

/**
 * Books `count` available POS machines of the second demo provider for distributor 1 and its
 * first active retailer, through the API as admin: a journey's order to work on.
 */
export async function bookOrderForDistributorOne(
  page: Page,
  options: { count?: number; notes: string; extra?: Record<string, unknown> },
): Promise<BookedOrder> {
  const count = options.count ?? 1;
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const stock = await page.request.get(
    `/api/service-providers/2/inventory?status=AVAILABLE&type=POS&pageSize=${count}`,
    { headers },
  );
  const machines = ((await stock.json()) as { inventory: { pos: { id: number }[] } }).inventory.pos;
  expect(machines).toHaveLength(count);
  const retailers = await page.request.get('/api/retailers?distributorId=1&status=ACTIVE', {
    headers,
  });
  const retailerId = ((await retailers.json()) as { retailers: { id: number }[] }).retailers[0]!.id;
  const res = await page.request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      distributorId: 1,
      retailerId,
      serviceProviderId: 2,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: machines.map((m) => m.id),
      notes: options.notes,
      ...options.extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: BookedOrder }).order;
}
