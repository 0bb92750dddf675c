import { expect, type Page } from '@playwright/test';
import { apiToken } from './session';

/**
 * New AVAILABLE POS devices of provider 1 with these serial numbers, through the API as admin
 * (the shared database is not ours alone: serials are the journey's own). Answers their ids.
 */
export async function createDevices(
  page: Page,
  serials: string[],
  model: string,
): Promise<number[]> {
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const ids: number[] = [];
  for (const serialNumber of serials) {
    const created = await page.request.post('/api/machines', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { serialNumber, model, manufacturer: 'Telering', type: 'POS', serviceProviderId: 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { machine: { id: number } }).machine.id);
  }
  return ids;
}

/**
 * New POS devices of provider 1 at Shree Ganesh Mobile (retailer 1 of distributor 1, KYC-verified
 * in the demo data), through the API as admin: they are ALLOTTED.
 */
export async function devicesAtRetailer(page: Page, serials: string[]): Promise<void> {
  const machineIds = await createDevices(page, serials, 'Telering T-300');
  const held = await page.request.post('/api/assignments', {
    headers: {
      authorization: `Bearer ${await apiToken(page, 'admin')}`,
      'idempotency-key': crypto.randomUUID(),
    },
    data: { machineIds, distributorId: 1, retailerId: 1, validFrom: '2026-01-01' },
  });
  expect(held.status(), await held.text()).toBe(201);
}
