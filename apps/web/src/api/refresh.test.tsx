import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { makeAssignment } from '../test/fixtures/assignments';
import { makeOrder, makeOrderDetail } from '../test/fixtures/orders';
import { makeReceipt, SCANNED } from '../test/fixtures/receipts';
import { makeRmaBatch } from '../test/fixtures/rma';
import { makeTransfer } from '../test/fixtures/transfers';
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

/** A write: its call and answer, the hook that makes it and what it is given. */
type WriteCase = {
  name: string;
  call: string;
  answer: { status?: number; body: unknown };
  useWrite: () => { mutateAsync: (vars: never) => Promise<unknown> };
  vars: unknown;
  refreshes: string[];
};

describe('what each write refreshes', () => {
  it.each<WriteCase>([
    {
      name: 'a booking refreshes orders, machines, assignments, the providers and the dashboard',
      call: 'POST /orders',
      answer: { status: 201, body: { success: true, id: 9, order: makeOrder(9) } },
      useWrite: useCreateOrder,
      vars: { idempotencyKey: 'k', body: {} },
      refreshes: ['orders', ...CUSTODY],
    },
    {
      name: 'an order status change refreshes orders and where its machines are',
      call: 'PUT /orders/9/status',
      answer: { body: { order: makeOrderDetail(9) } },
      useWrite: useUpdateOrderStatus,
      vars: { id: 9, status: 'CANCELLED' },
      refreshes: ['orders', ...CUSTODY],
    },
    {
      name: 'an assignment refreshes assignments, machines, the providers and the dashboard',
      call: 'POST /assignments',
      answer: { status: 201, body: { success: true, id: 5, assignment: makeAssignment() } },
      useWrite: useCreateAssignment,
      vars: { key: 'k', body: {} },
      refreshes: CUSTODY,
    },
    {
      name: 'a transfer decision refreshes the transfers and where the devices are',
      call: 'POST /transfers/3/accept',
      answer: { body: { transfer: makeTransfer({ id: 3, status: 'ACCEPTED' }) } },
      useWrite: () => useDecideTransfer(3),
      vars: { decision: 'accept' },
      refreshes: ['transfers', ...CUSTODY],
    },
    {
      name: 'a new RMA batch refreshes the batches and where the devices are',
      call: 'POST /rma-batches',
      answer: { status: 201, body: { batch: makeRmaBatch({ id: 2, status: 'SENT' }) } },
      useWrite: useCreateRmaBatch,
      vars: { key: 'k', body: {} },
      refreshes: ['rmaBatches', ...CUSTODY],
    },
    {
      name: "a new receipt refreshes the receipts and the providers' figures",
      call: 'POST /receipts',
      answer: { status: 201, body: { receipt: makeReceipt({ id: 4 }) } },
      useWrite: useCreateReceipt,
      vars: { key: 'k', body: {} },
      refreshes: [
        'inventory',
        'liveStock',
        'providerLiveStock',
        'providers',
        'receiptItems',
        'receipts',
      ],
    },
    {
      name: "a scan refreshes only its receipt's devices (the counts come with the answer)",
      call: 'POST /receipts/4/scans',
      answer: { body: SCANNED },
      useWrite: () => useScan(4),
      vars: 'SN-1',
      refreshes: ['receiptItems'],
    },
  ])('$name', async ({ call, answer, useWrite, vars, refreshes }) => {
    mockFetch({ [call]: answer });
    const { wrapper, stale } = setup();
    const { result } = renderHook(useWrite, { wrapper });
    await act(() => result.current.mutateAsync(vars as never).then(() => {}));
    await vi.waitFor(() => expect(stale()).toEqual([...refreshes].sort()));
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
