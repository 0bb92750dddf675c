import { withMachineAliases, type Machine, type MachineListResponse } from '@dd/contract';
import { vi, type Mock } from 'vitest';

export function makeMachine(overrides: Partial<Machine> = {}): Machine {
  return withMachineAliases({
    id: 1,
    serialNumber: 'TLR-POS-000001',
    model: 'Telering T-300',
    manufacturer: 'Telering',
    type: 'POS',
    status: 'AVAILABLE',
    partner: null,
    partnerType: null,
    mid: '837000000001',
    tid: 'T0000001',
    qrCode: null,
    hasStandee: false,
    serviceProviderId: 1,
    distributorId: null,
    retailerId: null,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  });
}

export function machineList(machines: Machine[], total = machines.length): MachineListResponse {
  return {
    machines,
    stats: {
      total: 1641,
      pos: 641,
      soundbox: 1000,
      available: 1573,
      assigned: 55,
      maintenance: 10,
      b2b: 55,
      b2c: 50,
    },
    total,
    page: 1,
    pageSize: 25,
  };
}

/** The query strings of the GET calls to `path` seen by the stubbed fetch (mockFetch). */
export function queriesOf(path: string): URLSearchParams[] {
  const fetchMock = vi.mocked(fetch) as unknown as Mock;
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => url.searchParams);
}
