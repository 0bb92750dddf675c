import { describe, it, expect, expectTypeOf } from 'vitest';
import {
  ACTIONS,
  ASSIGNMENT_STATUSES,
  CreateAssignmentRequest,
  CreateOrderRequest,
  DistributorInput,
  DistributorUpdate,
  IdParams,
  IsoDate,
  LoginRequest,
  MachineInput,
  MachineListQuery,
  MachineListResponse,
  MachineUpdate,
  MENU,
  ORDER_STATUSES,
  Pagination,
  REPORT_TYPES,
  SPEC_REPORT_TYPES,
  ReportExportQuery,
  RegisterRequest,
  User,
  can,
  canTransitionAssignment,
  canTransitionOrder,
  issuesToDetails,
  menuFor,
  reportFileName,
  unlessAll,
  withMachineAliases,
  withOrderAliases,
} from './index';
import type { Action, Machine, OrderStatus, UserType } from './index';

const allowed = (role: UserType) => ACTIONS.filter((a) => can(role, a));

describe('can()', () => {
  it('lets an admin do everything', () => {
    expect(allowed('admin')).toEqual([...ACTIONS]);
  });

  it('gives a distributor read access and its own writes, but no admin writes', () => {
    const denied: Action[] = [
      'providers:write',
      'machines:write',
      'distributors:write',
      'orders:updateStatus',
      'accounts:create',
      'accounts:deactivate',
      'security:read',
      'orders:handoverCode',
      'organisation:manage',
      'transfers:create',
      'reports:admin',
      'kyc:decide',
      'webhooks:manage',
      'billing:write',
    ];
    expect(ACTIONS.filter((a) => !can('distributor', a))).toEqual(denied);
    expect(can('distributor', 'billing:read')).toBe(true);
    expect(can('retailer', 'billing:read')).toBe(false);
    expect(can('distributor', 'transfers:decide')).toBe(true);
    expect(can('retailer', 'transfers:read')).toBe(false);
    expect(can('distributor', 'orders:confirmReceipt')).toBe(true);
    expect(can('retailer', 'orders:confirmReceipt')).toBe(false);
    expect(can('distributor', 'orders:create')).toBe(true);
    expect(can('distributor', 'assignments:write')).toBe(true);
    expect(can('distributor', 'retailers:write')).toBe(true);
  });

  it('limits a retailer to its machines (reading, installing), orders, dashboard, profile and KYC documents', () => {
    expect([...allowed('retailer')].sort()).toEqual([
      'dashboard:read',
      'kycDocuments:read',
      'machines:install',
      'machines:read',
      'orders:read',
      'profile:self',
    ]);
  });

  it('denies an unknown role', () => {
    expect(can('guest' as UserType, 'dashboard:read')).toBe(false);
  });
});

describe('menuFor()', () => {
  const labels = (role: UserType) => menuFor(role).map((item) => item.label);

  it('keeps the SPEC order for an admin', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Service Providers',
      'Orders',
      'Machines',
      'Assignments',
      'Distributors',
      'Retailers',
      'Reports',
      'Billing',
      'Profile',
    ]);
    expect(menuFor('admin')).toEqual([...MENU]);
  });

  it('hides only Distributors from a distributor', () => {
    expect(labels('distributor')).toEqual(labels('admin').filter((l) => l !== 'Distributors'));
  });

  it('shows a retailer only Dashboard and Profile', () => {
    expect(menuFor('retailer').map((item) => item.path)).toEqual(['/dashboard', '/profile']);
  });
});

describe('order transitions', () => {
  const next = (from: OrderStatus) => ORDER_STATUSES.filter((to) => canTransitionOrder(from, to));

  it('follows PENDING -> APPROVED -> IN_PROGRESS -> DELIVERED, any open one may cancel', () => {
    expect(next('PENDING')).toEqual(['APPROVED', 'CANCELLED']);
    expect(next('APPROVED')).toEqual(['IN_PROGRESS', 'CANCELLED']);
    expect(next('IN_PROGRESS')).toEqual(['DELIVERED', 'CANCELLED']);
  });

  it('treats DELIVERED and CANCELLED as final, and never skips a step', () => {
    expect(next('DELIVERED')).toEqual([]);
    expect(next('CANCELLED')).toEqual([]);
    expect(canTransitionOrder('PENDING', 'DELIVERED')).toBe(false);
    expect(canTransitionOrder('APPROVED', 'PENDING')).toBe(false);
  });
});

describe('assignment transitions', () => {
  it('lets only an ACTIVE assignment change', () => {
    expect(ASSIGNMENT_STATUSES.filter((to) => canTransitionAssignment('ACTIVE', to))).toEqual([
      'INACTIVE',
      'RETURNED',
      'REASSIGNED',
    ]);
    expect(canTransitionAssignment('RETURNED', 'ACTIVE')).toBe(false);
    expect(canTransitionAssignment('INACTIVE', 'RETURNED')).toBe(false);
  });
});

describe('GST number', () => {
  const distributor = {
    name: 'ABC Distributors',
    email: 'abc@example.com',
    phone: '+91 98765-43210',
    company_name: 'ABC Pvt Ltd',
    address: '1 MG Road, Pune',
  };

  it('accepts a valid GSTIN, upper-casing it first', () => {
    const parsed = DistributorInput.parse({ ...distributor, gst_number: ' 27aapfu0939f1zv ' });
    expect(parsed.gst_number).toBe('27AAPFU0939F1ZV');
    expect(parsed.status).toBe('ACTIVE');
  });

  it('rejects a malformed GSTIN with "Invalid GST number"', () => {
    for (const gst of ['27AAPFU0939F1Z', '27AAPFU0939F0ZV', 'XXAAPFU0939F1ZV', '27AAPFU0939F1YV']) {
      const result = DistributorInput.safeParse({ ...distributor, gst_number: gst });
      expect(result.success, gst).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid GST number');
      expect(result.error?.issues[0]?.path).toEqual(['gst_number']);
    }
  });

  it('allows no GST number at all', () => {
    expect(DistributorInput.safeParse({ ...distributor, gst_number: null }).success).toBe(true);
    expect(DistributorInput.safeParse(distributor).success).toBe(true);
  });

  it('rejects a bad phone number and unknown keys', () => {
    expect(DistributorInput.safeParse({ ...distributor, phone: 'call me' }).success).toBe(false);
    expect(DistributorInput.safeParse({ ...distributor, role: 'admin' }).success).toBe(false);
  });
});

describe('LoginRequest', () => {
  it('trims and lowercases the email and defaults userType to admin', () => {
    expect(LoginRequest.parse({ email: '  Admin@Example.COM ', password: 'x' })).toEqual({
      email: 'admin@example.com',
      password: 'x',
      userType: 'admin',
    });
  });

  it('rejects unknown keys', () => {
    const result = LoginRequest.safeParse({
      email: 'a@example.com',
      password: 'x',
      isAdmin: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('requires a valid email and a password', () => {
    expect(LoginRequest.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    expect(LoginRequest.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false);
    expect(
      LoginRequest.safeParse({ email: 'a@example.com', password: 'x', userType: 'root' }).success,
    ).toBe(false);
  });
});

describe('RegisterRequest', () => {
  it('enforces the minimum password length with the spec text', () => {
    const result = RegisterRequest.safeParse({
      name: 'A',
      email: 'a@example.com',
      password: 'short',
    });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters long!');
  });
});

describe('CreateAssignmentRequest', () => {
  const body = { machineIds: [1, 2], distributorId: 3, validFrom: '2024-05-10' };

  it('rejects validTo before validFrom', () => {
    const result = CreateAssignmentRequest.safeParse({ ...body, validTo: '2024-05-09' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['validTo'],
        message: 'Valid To cannot be before Valid From',
      }),
    ]);
  });

  it('accepts the same day, no end date, and the spec client extras', () => {
    expect(CreateAssignmentRequest.safeParse({ ...body, validTo: '2024-05-10' }).success).toBe(
      true,
    );
    const parsed = CreateAssignmentRequest.parse({
      ...body,
      retailerId: null,
      validTo: null,
      notes: '',
      assignedBy: 'admin',
      assignedByRole: 'admin',
      somethingOld: 1,
    });
    expect(parsed.retailerId).toBeNull();
    expect(parsed).not.toHaveProperty('somethingOld');
  });

  it('needs at least one unique machine', () => {
    expect(CreateAssignmentRequest.safeParse({ ...body, machineIds: [] }).success).toBe(false);
    expect(CreateAssignmentRequest.safeParse({ ...body, machineIds: [4, 4] }).success).toBe(false);
  });
});

describe('IsoDate', () => {
  it('accepts only real calendar days in YYYY-MM-DD', () => {
    expect(IsoDate.safeParse('2024-02-29').success).toBe(true);
    expect(IsoDate.safeParse('2023-02-29').success).toBe(false);
    expect(IsoDate.safeParse('2024-04-31').success).toBe(false);
    expect(IsoDate.safeParse('2024-5-1').success).toBe(false);
    expect(IsoDate.safeParse('2024-05-01T00:00:00Z').success).toBe(false);
  });
});

describe('reportFileName()', () => {
  const day = new Date(2024, 0, 5, 23, 30);

  it('names csv and excel downloads {type}-report-YYYY-MM-DD', () => {
    expect(reportFileName('machines', 'csv', day)).toBe('machines-report-2024-01-05.csv');
    expect(reportFileName('retailers', 'excel', day)).toBe('retailers-report-2024-01-05.xlsx');
    expect(reportFileName('assignments', 'csv', '2026-11-21')).toBe(
      'assignments-report-2026-11-21.csv',
    );
  });

  it("lists the spec's four report types first, in order (#16 added more)", () => {
    expect(REPORT_TYPES.slice(0, 4)).toEqual([...SPEC_REPORT_TYPES]);
  });

  it('defaults the export format to csv and checks the date range', () => {
    expect(ReportExportQuery.machines.parse({ status: 'RETIRED' })).toEqual({
      status: 'RETIRED',
      format: 'csv',
    });
    const bad = ReportExportQuery.assignments.safeParse({
      dateFrom: '2024-02-01',
      dateTo: '2024-01-31',
    });
    expect(bad.error?.issues[0]?.path).toEqual(['dateTo']);
  });
});

describe('queries', () => {
  it('coerces ids and paging from strings, with defaults', () => {
    expect(IdParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(IdParams.safeParse({ id: '0' }).success).toBe(false);
    expect(Pagination.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(Pagination.safeParse({ pageSize: '501' }).success).toBe(false);
  });

  it("accepts 'all' on enum filters and maps it to no filter", () => {
    const q = MachineListQuery.parse({ status: 'all', type: 'POS', search: '  tel ' });
    expect(q).toMatchObject({ status: 'all', type: 'POS', search: 'tel' });
    expect(unlessAll(q.status)).toBeUndefined();
    expect(unlessAll(q.type)).toBe('POS');
    expect(MachineListQuery.safeParse({ status: 'BROKEN' }).success).toBe(false);
  });
});

describe('machines', () => {
  const input = {
    serialNumber: ' TLR-2024/001_A ',
    model: 'T1',
    manufacturer: 'Telering',
    type: 'POS',
    serviceProviderId: 1,
  };

  it('applies create defaults and trims the serial number', () => {
    expect(MachineInput.parse(input)).toMatchObject({
      serialNumber: 'TLR-2024/001_A',
      status: 'AVAILABLE',
      hasStandee: false,
    });
  });

  it('rejects bad serial numbers and ASSIGNED on create', () => {
    for (const serialNumber of ['AB', 'AB:12', 'AB 12', 'AB@12', 'AB[12]']) {
      expect(MachineInput.safeParse({ ...input, serialNumber }).success, serialNumber).toBe(false);
    }
    expect(MachineInput.safeParse({ ...input, status: 'ASSIGNED' }).success).toBe(false);
  });

  it('never fills defaults into an update', () => {
    expect(MachineUpdate.parse({ model: 'T2' })).toEqual({ model: 'T2' });
    expect(DistributorUpdate.parse({ name: 'New' })).toEqual({ name: 'New' });
    expect(MachineUpdate.safeParse({ id: 5 }).success).toBe(false);
  });

  it('adds the snake_case aliases', () => {
    const machine = withMachineAliases({
      id: 1,
      serialNumber: 'S-1',
      model: 'T1',
      manufacturer: 'Telering',
      type: 'SOUNDBOX',
      status: 'AVAILABLE',
      partner: null,
      partnerType: null,
      mid: null,
      tid: null,
      qrCode: 'upi://x',
      simNumber: null,
      imei: null,
      hasStandee: true,
      serviceProviderId: 1,
      distributorId: null,
      retailerId: null,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    });
    expect(machine).toMatchObject({
      serial_number: 'S-1',
      machine_type: 'SOUNDBOX',
      qr_code: 'upi://x',
      has_standee: true,
    });
    const list = MachineListResponse.parse({
      machines: [{ ...machine, secret: 'x' }],
      stats: {
        total: 1,
        pos: 0,
        soundbox: 1,
        available: 1,
        assigned: 0,
        maintenance: 0,
        b2b: 0,
        b2c: 0,
      },
      total: 1,
      page: 1,
      pageSize: 50,
    });
    expect(list.machines[0]).not.toHaveProperty('secret');
    expectTypeOf(list.machines).toEqualTypeOf<Machine[]>();
  });
});

describe('orders', () => {
  it('accepts the spec client payload, coercing ids and ignoring extras', () => {
    const parsed = CreateOrderRequest.parse({
      distributorId: '2',
      retailerId: 5,
      serviceProviderId: 1,
      orderType: 'MACHINE_ALLOTMENT',
      quantity: 3,
      machineType: 'POS',
      model: 'T1',
      notes: '',
      createdBy: 'Admin',
      deliveryStatus: 'PENDING',
    });
    expect(parsed).toMatchObject({ distributorId: 2, retailerId: 5, quantity: 3 });
    expect(parsed).not.toHaveProperty('deliveryStatus');
  });

  it('adds the distributors / retailers aliases', () => {
    const order = withOrderAliases({
      id: 1,
      order_number: 'ORD-1',
      status: 'PENDING',
      orderType: 'MACHINE_ALLOTMENT',
      notes: null,
      expectedDeliveryDate: null,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      quantity: 0,
      machine_type: null,
      model: null,
      serviceProviderId: null,
      distributor: { id: 2, name: 'ABC Distributors' },
      retailer: null,
      machines: [],
      deliveryAddress: null,
      contactPerson: null,
      contactPhone: null,
    });
    expect(order.distributors).toEqual({ name: 'ABC Distributors' });
    expect(order.retailers).toBeNull();
  });
});

describe('User and errors', () => {
  it('strips a password hash from a user answer', () => {
    const user = User.parse({
      id: 1,
      name: 'Admin',
      email: 'admin@example.com',
      userType: 'admin',
      phone: null,
      status: 'ACTIVE',
      distributorId: null,
      retailerId: null,
      preferences: { theme: 'light', language: 'en', timezone: 'Asia/Kolkata' },
      createdAt: '2024-01-01T00:00:00.000Z',
      lastLoginAt: null,
      twoFactorEnabled: false,
      passwordHash: '$argon2id$...',
    });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('turns zod issues into error details', () => {
    const result = CreateAssignmentRequest.safeParse({ machineIds: [1, 'x'], distributorId: 1 });
    expect(issuesToDetails(result.error?.issues ?? [])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'machineIds.1' }),
        expect.objectContaining({ path: 'validFrom' }),
      ]),
    );
  });
});
