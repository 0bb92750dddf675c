import type {
  Distributor,
  Machine,
  Order,
  OrderDetail,
  OrderStats,
  Retailer,
  ServiceProvider,
} from '@dd/contract';
import { vi } from 'vitest';

/** The URL (with its query) of the n-th fetch call the shared fetch mock saw (last by default). */
export function fetchUrl(index = -1): URL {
  const calls = vi.mocked(fetch).mock.calls;
  const call = calls.at(index);
  return new URL(String(call?.[0]), 'http://localhost');
}

/** Every fetch URL for `path` (without /api), with its query. */
export function fetchUrls(path: string): URL[] {
  return vi
    .mocked(fetch)
    .mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`);
}

const at = '2025-01-10T10:00:00.000Z';

export function makeProvider(
  id: number,
  overrides: Partial<ServiceProvider> = {},
): ServiceProvider {
  return {
    id,
    name: id === 1 ? 'Bharat Payment Services' : 'Sarvatra Pay Networks',
    company_name: id === 1 ? 'Bharat Payment Services Pvt Ltd' : 'Sarvatra Pay Networks Ltd',
    email: `p${id}@example.in`,
    phone: '+91 22 4890 1200',
    address: 'Mumbai',
    status: 'ACTIVE',
    createdAt: at,
    ...overrides,
  };
}

export function makeMachine(id: number, overrides: Partial<Machine> = {}): Machine {
  const m = {
    id,
    serialNumber: `TLR-SB-${String(id).padStart(6, '0')}`,
    model: 'Telering SB-10',
    manufacturer: 'Telering',
    type: 'SOUNDBOX' as const,
    status: 'AVAILABLE' as const,
    partner: null,
    partnerType: null,
    mid: null,
    tid: null,
    qrCode: `upi://pay?pa=merchant${id}@bps`,
    hasStandee: false,
    serviceProviderId: 1,
    distributorId: null,
    retailerId: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
  return {
    ...m,
    serial_number: m.serialNumber,
    machine_type: m.type,
    qr_code: m.qrCode,
    has_standee: m.hasStandee,
  };
}

export function makeDistributor(id: number, name: string): Distributor {
  return {
    id,
    name,
    email: `d${id}@example.in`,
    phone: '+91 98250 41122',
    company_name: `${name} Pvt Ltd`,
    address: 'Ahmedabad',
    city: 'Ahmedabad',
    state: 'Gujarat',
    gst_number: null,
    status: 'ACTIVE',
    createdAt: at,
  };
}

export function makeRetailer(id: number, name: string, distributorId: number): Retailer {
  return {
    id,
    name,
    email: `r${id}@example.in`,
    phone: '+91 98790 12345',
    shop_name: `${name} Shop`,
    address: 'Ahmedabad',
    city: 'Ahmedabad',
    state: 'Gujarat',
    gst_number: null,
    distributor_id: distributorId,
    status: 'ACTIVE',
    distributor: { id: distributorId, name: 'D', company_name: 'D Pvt Ltd' },
    createdAt: at,
  };
}

export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  const distributor = overrides.distributor ?? { id: 1, name: 'ABC Distributors' };
  const retailer =
    overrides.retailer === undefined ? { id: 3, name: 'Shree Ganesh Mobile' } : overrides.retailer;
  return {
    id,
    order_number: `ORD-2025-${String(id).padStart(6, '0')}`,
    status: 'PENDING',
    orderType: 'SOUNDBOX_ALLOTMENT',
    notes: null,
    expectedDeliveryDate: '2025-03-03',
    createdAt: '2025-02-20T06:30:00.000Z',
    updatedAt: '2025-02-20T06:30:00.000Z',
    quantity: 2,
    machine_type: 'SOUNDBOX',
    model: 'Telering SB-10',
    serviceProviderId: 1,
    machines: [
      { id: 11, serialNumber: 'TLR-SB-000011', type: 'SOUNDBOX', model: 'Telering SB-10' },
      { id: 12, serialNumber: 'TLR-SB-000012', type: 'SOUNDBOX', model: 'Telering SB-10' },
    ],
    deliveryAddress: null,
    contactPerson: null,
    contactPhone: null,
    ...overrides,
    distributor,
    retailer,
    distributors: { name: distributor.name },
    retailers: retailer ? { name: retailer.name } : null,
  };
}

export function makeOrderDetail(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeOrder(id, overrides),
    serviceProvider: { id: 1, name: 'Bharat Payment Services', company_name: 'BPS Pvt Ltd' },
    timeline: [
      {
        id: 1,
        status: 'PENDING',
        notes: 'Order created',
        at: '2025-02-20T06:30:00.000Z',
        by: { id: 1, name: 'Demo Admin' },
      },
    ],
    ...overrides,
  };
}

export const ORDER_STATS: OrderStats = {
  total: 40,
  pending: 11,
  approved: 9,
  inProgress: 7,
  delivered: 10,
  cancelled: 3,
};
