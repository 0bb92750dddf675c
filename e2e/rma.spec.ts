import { expect, test } from '@playwright/test';
import { faultyDevice } from './support/rma';
import { apiToken, signIn } from './support/session';
import { expectListSorts, numbersFrom } from './support/sorting';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

test('the returns to the provider sort on the server by their headers, on a phone from the sort bar', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const s = stamp();
  // A batch to each provider; the newer one's reference sorts first.
  for (const [providerId, reference] of [
    [1, `ZZ-${s}`],
    [2, `AA-${s}`],
  ] as const) {
    const machineId = await faultyDevice(page, providerId, `RMA-SRT-${s}-${providerId}`);
    const res = await page.request.post('/api/rma-batches', {
      headers: {
        authorization: `Bearer ${await apiToken(page, 'admin')}`,
        'idempotency-key': crypto.randomUUID(),
      },
      data: { machineIds: [machineId], reference, courierName: 'BlueDart', trackingNumber: 'BD-1' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/machines/rma');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Returns to provider (RMA)' }),
  ).toBeVisible();
  await expectListSorts(page, {
    numbersOf: numbersFrom(page, '/rma-batches', 'batches', 'batchNumber'),
    headers: [
      ['Service provider', 'serviceProvider'],
      ['Reference', 'reference'],
    ],
    screenshot: 'rma-sorted',
    phone: { current: 'Reference (descending)', other: 'Batch', sort: 'batchNumber' },
  });
});
