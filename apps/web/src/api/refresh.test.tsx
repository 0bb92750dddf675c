import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { useCreateAssignment } from './assignments';
import { useCreateOrder, useUpdateOrderStatus } from './orders';
import { useCreateReceipt, useScan } from './receipts';
import { useCreateRmaBatch } from './rma';
import { useDecideTransfer } from './transfers';
import {
  assignmentKeys,
  dashboardKeys,
  distributorKeys,
  machineKeys,
  orderKeys,
  providerKeys,
  receiptKeys,
  reportKeys,
  retailerKeys,
  rmaKeys,
  transferKeys,
} from './keys';

afterEach(() => vi.unstubAllGlobals());

/** One cached answer per screen that could show the write's effect. */
const SCREENS: Record<string, QueryKey> = {
  orders: orderKeys.list({ page: 1, pageSize: 25 }),
  machines: machineKeys.list({ page: 1, pageSize: 25 }),
  assignments: assignmentKeys.list({ page: 1, pageSize: 12 }),
  providers: providerKeys.list(),
  inventory: providerKeys.inventory(1, { page: 1, pageSize: 50 }),
  dashboard: dashboardKeys.stats,
  distributorOptions: distributorKeys.options(),
  retailerOptions: retailerKeys.options(3),
  reportPreview: reportKeys.preview('machines', {}),
  liveStock: providerKeys.stockList(),
  providerLiveStock: providerKeys.stock(1),
  transfers: transferKeys.list({ page: 1, pageSize: 25 }),
  rmaBatches: rmaKeys.list({ page: 1, pageSize: 25 }),
  receipts: receiptKeys.list({ page: 1, pageSize: 25, serviceProviderId: 1 }),
  receiptItems: receiptKeys.items(4, { page: 1, pageSize: 50 }),
};

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const key of Object.values(SCREENS)) queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  /** The screens whose answer is now stale (fetched again when shown). */
  const stale = () =>
    Object.entries(SCREENS)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { wrapper, stale };
}

const CUSTODY = [
  'assignments',
  'dashboard',
  'inventory',
  'liveStock',
  'machines',
  'providerLiveStock',
  'providers',
];

describe('what each write refreshes', () => {
  it('a booking refreshes orders, machines, assignments, the providers and the dashboard', async () => {
    mockFetch({ 'POST /orders': { status: 201, body: { order: { id: 9 } } } });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ idempotencyKey: 'k', body: {} as never }).then(() => {}),
    );
    await vi.waitFor(() => expect(stale()).toEqual(['orders', ...CUSTODY].sort()));
  });

  it('an order status change refreshes orders and where its machines are', async () => {
    mockFetch({ 'PUT /orders/9/status': { body: { order: { id: 9 } } } });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useUpdateOrderStatus(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 9, status: 'CANCELLED' } as never));
    await vi.waitFor(() => expect(stale()).toEqual(['orders', ...CUSTODY].sort()));
  });

  it('an assignment refreshes assignments, machines, the providers and the dashboard', async () => {
    mockFetch({ 'POST /assignments': { status: 201, body: { assignments: [] } } });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useCreateAssignment(), { wrapper });
    await act(() => result.current.mutateAsync({ key: 'k', body: {} as never }).then(() => {}));
    expect(stale()).toEqual(CUSTODY);
  });

  it('a transfer decision refreshes the transfers and where the devices are', async () => {
    mockFetch({ 'POST /transfers/3/accept': { body: { transfer: { id: 3 } } } });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useDecideTransfer(3), { wrapper });
    await act(() => result.current.mutateAsync({ decision: 'accept' }).then(() => {}));
    expect(stale()).toEqual(['transfers', ...CUSTODY].sort());
  });

  it('a new RMA batch refreshes the batches and where the devices are', async () => {
    mockFetch({ 'POST /rma-batches': { status: 201, body: { batch: { id: 2 } } } });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useCreateRmaBatch(), { wrapper });
    await act(() => result.current.mutateAsync({ key: 'k', body: {} as never }).then(() => {}));
    expect(stale()).toEqual(['rmaBatches', ...CUSTODY].sort());
  });

  it("a new receipt refreshes the receipts and the providers' figures", async () => {
    mockFetch({ 'POST /receipts': { status: 201, body: { receipt: { id: 4 } } } });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useCreateReceipt(), { wrapper });
    await act(() => result.current.mutateAsync({ key: 'k', body: {} as never }).then(() => {}));
    expect(stale()).toEqual([
      'inventory',
      'liveStock',
      'providerLiveStock',
      'providers',
      'receiptItems',
      'receipts',
    ]);
  });

  it("a scan refreshes only its receipt's devices (the counts come with the answer)", async () => {
    mockFetch({
      'POST /receipts/4/scans': { body: { result: 'received', item: {}, progress: {} } },
    });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useScan(4), { wrapper });
    await act(() => result.current.mutateAsync('SN-1').then(() => {}));
    await vi.waitFor(() => expect(stale()).toEqual(['receiptItems']));
  });

  it('a failed booking refreshes nothing', async () => {
    mockFetch({ 'POST /orders': { status: 409, body: { error: 'Conflict' } } });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ idempotencyKey: 'k', body: {} as never }).catch(() => {}),
    );
    expect(stale()).toEqual([]);
  });
});
