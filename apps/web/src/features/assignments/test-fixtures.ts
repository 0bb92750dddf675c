import type { Assignment, AssignmentListResponse, Distributor, Retailer } from '@dd/contract';
import { makeMachine } from '../machines/test-fixtures';

export const AVAILABLE = [
  makeMachine({ id: 11, serialNumber: 'TLR-POS-000011', model: 'Telering T-300' }),
  makeMachine({ id: 12, serialNumber: 'EVL-SB-000012', model: 'Everlife Vox 2', type: 'SOUNDBOX' }),
];

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
    createdAt: '2024-01-01T00:00:00.000Z',
  };
}

export function makeRetailer(id: number, name: string, distributorId: number): Retailer {
  return {
    id,
    name,
    email: `r${id}@example.in`,
    phone: '+91 98250 41122',
    shop_name: `${name} Mobiles`,
    address: 'Ahmedabad',
    city: 'Ahmedabad',
    state: 'Gujarat',
    gst_number: null,
    distributor_id: distributorId,
    status: 'ACTIVE',
    distributor: null,
    createdAt: '2024-01-01T00:00:00.000Z',
  };
}

export const DISTRIBUTORS = [
  makeDistributor(1, 'ABC Distributors'),
  makeDistributor(2, 'XYZ Distributors'),
];
export const RETAILERS: Record<string, Retailer[]> = {
  '1': [makeRetailer(21, 'Hetal Joshi', 1), makeRetailer(22, 'Mahesh Patel', 1)],
  '2': [makeRetailer(31, 'Suresh Yadav', 2)],
};

export function makeAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 5,
    status: 'ACTIVE',
    createdAt: '2024-05-01T10:00:00.000Z',
    validFrom: '2024-05-01',
    validTo: null,
    notes: 'Festive season stock',
    orderId: null,
    distributor: { id: 1, name: 'ABC Distributors' },
    retailer: null,
    machines: [{ id: 11, serialNumber: 'TLR-POS-000011', model: 'Telering T-300', type: 'POS' }],
    assignedBy: { id: 1, name: 'Demo Admin' },
    assignedByRole: 'admin',
    ...overrides,
  };
}

export function assignmentList(assignments: Assignment[]): AssignmentListResponse {
  return {
    assignments,
    stats: { total: 20, active: 14, inactive: 3, returned: 2, reassigned: 1 },
    total: assignments.length,
    page: 1,
    pageSize: 12,
  };
}
