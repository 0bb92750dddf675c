/**
 * The authorization matrix: every registered /api route x every kind of caller, against an
 * object that belongs to distributor A. It fails when a route has no entry here. A refused call
 * must leave the database exactly as it was.
 */
import {
  isSessionOnlyRoute,
  READ_ONLY_METHODS,
  REPORT_ACCESS,
  REPORT_TYPES,
  todayInIndia,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createDistributor,
  createRetailer,
  loginAs,
  setUserStatus,
  TEST_PASSWORD,
} from './app';
import { createMachine, createProvider } from './factories/machines';
import { retailerBody } from './factories/parties';
import { useTestApp } from './use-app';
import { readRows } from './read-rows';

const WHO = [
  'anonymous',
  'badToken',
  'deactivated',
  'retailerA',
  'distB',
  'distA',
  'admin',
] as const;
type Who = (typeof WHO)[number];
type Req = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** A body that is not JSON (a text/csv upload). */
  contentType?: string;
};
type Case = {
  /** The registered route this case covers ("METHOD /api/path"). */
  route: string;
  name?: string;
  request: () => Promise<Req> | Req;
  /** Expected status per caller; anonymous, bad and deactivated tokens default to 401. */
  expect: Partial<Record<Who, number>>;
  /** The call ends the caller's other sessions: sign it in again afterwards. */
  relogin?: boolean;
  /** What a caller's successful answer must (not) show, beyond the status. */
  check?: (who: Who, body: string) => void;
};

const t = useTestApp();
const tokens = {} as Record<Who, string | null>;
const emails = {} as Record<Who, string>;
const roles: Record<Who, 'admin' | 'distributor' | 'retailer' | null> = {
  anonymous: null,
  badToken: null,
  deactivated: 'distributor',
  retailerA: 'retailer',
  distB: 'distributor',
  distA: 'distributor',
  admin: 'admin',
};
const f = {} as {
  providerId: number;
  a: { id: number; name: string };
  b: { id: number; name: string };
  /** B's own user (acts in B's part of `passedOn`'s history). */
  userB: number;
  ra: { id: number };
  rb: { id: number };
  heldByA: number;
  heldByB: number;
  orderA: number;
  /** Held by B's retailer, returned by B, then booked for A's retailer. */
  passedOn: number;
  /** Distributor A's user's notification of `orderA`. */
  notificationA: number;
};
let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function api(req: Req, token: string | null) {
  return t.app.inject({
    method: req.method,
    url: req.url,
    payload: req.payload as never,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(req.contentType ? { 'content-type': req.contentType } : {}),
    },
  });
}
const asAdmin = async (req: Req) => {
  const res = await api(req, tokens.admin);
  if (res.statusCode >= 300)
    throw new Error(`fixture ${req.method} ${req.url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

const freeMachine = async () =>
  (await createMachine(t.database, { serviceProviderId: f.providerId })).id;
/** A machine held by A's retailer through a real ACTIVE assignment; answers [machineId, assignmentId]. */
async function heldByA(): Promise<[number, number]> {
  const machineId = await freeMachine();
  const body = await asAdmin({
    method: 'POST',
    url: '/api/assignments',
    payload: {
      machineIds: [machineId],
      distributorId: f.a.id,
      retailerId: f.ra.id,
      validFrom: '2026-01-01',
    },
  });
  return [machineId, body.id];
}
/** An assignment of A just returned (its Return can be undone); answers its id. */
async function returnedOfA(): Promise<number> {
  const [, id] = await heldByA();
  await asAdmin({
    method: 'PUT',
    url: `/api/assignments/${id}/status`,
    payload: { status: 'RETURNED' },
  });
  return id;
}
/** An order's body: distributor A's retailer, one free machine, unless `over` says otherwise. */
async function orderBody(over: {
  distributorId?: number;
  retailerId?: number;
  machineIds?: number[];
}) {
  return {
    distributorId: f.a.id,
    retailerId: f.ra.id,
    serviceProviderId: f.providerId,
    orderType: 'MACHINE_ALLOTMENT',
    machineIds: over.machineIds ?? [await freeMachine()],
    ...over,
  };
}
/** A waiting deletion request of a new distributor account (not one of the callers). */
async function deletionRequest(): Promise<number> {
  const { user } = await createAccount(t.database, 'distributor', { distributorId: f.a.id });
  const [row] = await readRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO account_deletion_requests (user_id) VALUES (${user.id}) RETURNING id`,
  );
  return row!.id;
}
async function orderOfA() {
  const body = await asAdmin({ method: 'POST', url: '/api/orders', payload: await orderBody({}) });
  return body.id as number;
}

/** An order of A sent out for delivery: its id, serials and hand-over code. */
async function outForDeliveryOfA() {
  const id = await orderOfA();
  for (const status of ['APPROVED', 'IN_PROGRESS'])
    await asAdmin({ method: 'PUT', url: `/api/orders/${id}/status`, payload: { status } });
  const [o] = await readRows<{ code: string; serials: string[] }>(
    t.database.db,
    sql`select o.handover_code as code, array_agg(m.serial_number) as serials from orders o
        join order_machines om on om.order_id = o.id join machines m on m.id = om.machine_id
        where o.id = ${id} group by o.id`,
  );
  return { id, code: o!.code, serials: o!.serials };
}

const receiptBody = () => ({
  serviceProviderId: f.providerId,
  reference: `INV-${uniq()}`,
  receiptDate: '2026-11-20',
  items: [{ serialNumber: `MX-${uniq()}`, type: 'POS', model: 'T-300', manufacturer: 'Telering' }],
});
/** A new OPEN receipt with one expected device; answers its id. */
async function openReceipt() {
  const body = await asAdmin({ method: 'POST', url: '/api/receipts', payload: receiptBody() });
  return body.receipt.id as number;
}

/** RMA: a new SENT batch of one MAINTENANCE device (received first when `received`); its id. */
async function rmaBatch(received = false) {
  const [m] = await readRows<{ id: number }>(
    t.database.db,
    sql`insert into machines (serial_number, model, manufacturer, machine_type, status, service_provider_id)
        values (${`RMA-AM-${uniq()}`}, 'T-300', 'Telering', 'POS', 'MAINTENANCE', ${f.providerId})
        returning id`,
  );
  const body = await asAdmin({
    method: 'POST',
    url: '/api/rma-batches',
    payload: { machineIds: [m!.id], reference: 'R', courierName: 'C', trackingNumber: 'T' },
  });
  const id = body.batch.id as number;
  if (received) await asAdmin({ method: 'POST', url: `/api/rma-batches/${id}/received` });
  return { id, machineId: m!.id };
}

/** A PENDING transfer to A from a third distributor (B sees neither side); answers its id. */
let sender: number | undefined;
async function transferToA(): Promise<number> {
  sender ??= (await createDistributor(t.database)).id;
  const machineId = await freeMachine();
  await asAdmin({
    method: 'POST',
    url: '/api/assignments',
    payload: { machineIds: [machineId], distributorId: sender, validFrom: '2026-01-01' },
  });
  const body = await asAdmin({
    method: 'POST',
    url: '/api/transfers',
    payload: { fromDistributorId: sender, toDistributorId: f.a.id, machineIds: [machineId] },
  });
  return body.transfer.id as number;
}

/** An invoice of A (status as given, a fresh number when not a draft); answers its id. */
async function invoiceOfA(status: 'DRAFT' | 'ISSUED'): Promise<number> {
  const [row] = await readRows<{ id: number }>(
    t.database.db,
    sql`insert into invoices (status, number, distributor_id, month, same_state, taxable_paise,
          non_taxable_paise, cgst_paise, sgst_paise, igst_paise, round_off_paise, total_paise,
          payment_terms_days, issued_on)
        values (${status}, ${status === 'DRAFT' ? null : `INV/TEST/${uniq()}`}, ${f.a.id},
          '2025-02-01', true, 10000, 0, 900, 900, 0, 0, 11800, 15,
          ${status === 'DRAFT' ? null : todayInIndia(new Date())})
        returning id`,
  );
  return row!.id;
}
/**
 * An issued invoice of A that has an e-invoice: one rent line, our GSTIN and address with its PIN,
 * A's GSTIN and PIN (set once; nothing else here reads them).
 */
async function exportableOfA(): Promise<number> {
  await t.database.db.execute(
    sql`update organisation set name = 'Matrix Devices Pvt Ltd', gstin = '27AAGCD1234K1ZQ',
          address = '1 Main Road, Mumbai 400001', pin_code = '400001' where id = 1`,
  );
  await t.database.db.execute(
    sql`update distributors set gst_number = '27AAPFA1234A1ZZ', pin_code = '411004', city = 'Pune'
         where id = ${f.a.id}`,
  );
  const id = await invoiceOfA('ISSUED');
  await t.database.db.execute(
    sql`update invoices set number = ${`INV/25-26/${String(id).padStart(6, '0')}`},
          supplier_state_code = '27', place_of_supply = '27-Maharashtra' where id = ${id}`,
  );
  await t.database.db.execute(
    sql`insert into invoice_lines (invoice_id, kind, serial_number, description, rate_paise,
          amount_paise, taxable, gst_rate_percent, sac_code, cgst_paise, sgst_paise, igst_paise)
        values (${id}, 'RENT', 'SN-M', 'Rent', 10000, 10000, true, 18, '997319', 900, 900, 0)`,
  );
  return id;
}
/** A credit note of A for the rent line of an exportable invoice (it has an e-invoice). */
async function creditNoteOfA(): Promise<number> {
  const invoiceId = await exportableOfA();
  const [row] = await readRows<{ id: number }>(
    t.database.db,
    sql`insert into credit_notes (number, invoice_id, distributor_id, basis, taxable_paise,
          cgst_paise, sgst_paise, amount_paise, reason, issued_on)
        values (${`CN/25-26/${String(invoiceId).padStart(6, '0')}`}, ${invoiceId}, ${f.a.id},
          'LINES', 10000, 900, 900, 11800, 'Matrix', '2025-03-02')
        returning id`,
  );
  await t.database.db.execute(
    sql`insert into credit_note_lines (credit_note_id, description, serial_number, taxable,
          gst_rate_percent, sac_code, amount_paise, cgst_paise, sgst_paise, igst_paise)
        values (${row!.id}, 'Rent', 'SN-M', true, 18, '997319', 10000, 900, 900, 0)`,
  );
  return row!.id;
}
/** A payment of an issued invoice of A, not reversed (recorded as an admin would); its id. */
async function paymentOfA(): Promise<number> {
  const invoiceId = await invoiceOfA('ISSUED');
  const body = await asAdmin({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/payments`,
    payload: paymentBody(),
  });
  return body.payment.id as number;
}
/** A refund voucher of A of ₹10.00 (issued unless a draft is asked for); answers its id. */
async function voucherOfA(status: 'DRAFT' | 'ISSUED'): Promise<number> {
  const [row] = await readRows<{ id: number }>(
    t.database.db,
    sql`insert into refund_vouchers (distributor_id, month, amount_paise)
        values (${f.a.id}, '2025-02-01', 1000) returning id`,
  );
  if (status === 'ISSUED')
    await asAdmin({ method: 'POST', url: `/api/refund-vouchers/${row!.id}/issue` });
  return row!.id;
}
/** A month's run (of a month with nothing to bill); answers its id. */
async function runOf(month: string): Promise<number> {
  const body = await asAdmin({ method: 'POST', url: '/api/billing/runs', payload: { month } });
  return body.run.id as number;
}
// Paid today: the invoices and vouchers here are issued today, and money is never dated before.
const paymentBody = () => ({
  amountPaise: 1000,
  method: 'NEFT',
  reference: `UTR-${uniq()}`,
  paidOn: todayInIndia(new Date()),
});
/** A billing plan (not a default one); answers its id. */
let planId: number | undefined;
const planBody = () => ({
  name: `Plan ${uniq()}`,
  machineType: 'POS',
  monthlyRentPaise: 30000,
  depositPaise: 150000,
  activationCommissionPaise: 0,
  monthlyCommissionPaise: 0,
  clawbackDays: 90,
  effectiveFrom: '2025-01',
});
async function plan(): Promise<number> {
  planId ??= (await asAdmin({ method: 'POST', url: '/api/billing/plans', payload: planBody() }))
    .plan.id as number;
  return planId;
}

/** Scheduled reports: a request body, and a new schedule of A's distributor user (its id). */
const scheduleBody = () => ({
  name: `Daily ${uniq()}`,
  reportType: 'machines',
  filters: { status: 'ASSIGNED' },
  format: 'csv',
  frequency: 'daily',
  timeOfDay: '09:00',
});
async function scheduleOfA(): Promise<number> {
  const res = await api(
    { method: 'POST', url: '/api/report-schedules', payload: scheduleBody() },
    tokens.distA,
  );
  if (res.statusCode !== 201) throw new Error(`fixture schedule: ${res.statusCode} ${res.body}`);
  return res.json().schedule.id as number;
}

/**
 * A notification of distributor A's user (of the order booked for A in the fixtures). Taken
 * once the fixtures are made: a drain later would run every job the matrix has queued by then.
 */
async function notificationOfA(): Promise<number> {
  await t.app.background.drain();
  const [n] = await readRows<{ id: number }>(
    t.database.db,
    sql`select n.id::int as id from notifications n join users u on u.id = n.user_id
         where u.email = ${emails.distA} order by n.id desc limit 1`,
  );
  if (!n) throw new Error('fixture: distributor A has no notification');
  return n.id;
}

/** A digest of every table but sessions (which sign-ins add to). */
async function fingerprint(): Promise<string> {
  const tables = await readRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'sessions' order by 1`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [r] = await readRows<{ h: string | null }>(
      t.database.db,
      sql.raw(
        `select md5(string_agg(md5(x::text), '' order by md5(x::text))) as h from "${table_name}" x`,
      ),
    );
    parts.push(`${table_name}:${r?.h ?? ''}`);
  }
  return parts.join('|');
}

const ALL_OK = (status: number) => ({
  admin: status,
  distA: status,
  distB: status,
  retailerA: status,
});
/** Every caller, signed in or not, gets `status`. */
const PUBLIC = (status: number) => ({
  anonymous: status,
  badToken: status,
  deactivated: status,
  ...ALL_OK(status),
});
const SCOPED = (status: number, retailer: number) => ({
  admin: status,
  distA: status,
  distB: 404,
  retailerA: retailer,
});
const ADMIN_ONLY = (status: number) => ({ admin: status, distA: 403, distB: 403, retailerA: 403 });
const DISTRIBUTORS = (status: number) => ({
  admin: status,
  distA: status,
  distB: status,
  retailerA: 403,
});

/** A case whose request is its route's method and a URL (its path unless `url` makes one). */
function simple(route: string, expect: Case['expect'], url?: () => string | Promise<string>): Case {
  const [method, path] = route.split(' ') as [Req['method'], string];
  return { route, request: async () => ({ method, url: url ? await url() : path }), expect };
}

/** A case whose request sends `payload()` to its route (at `url()` when it has ids to fill in). */
function send(
  route: string,
  expect: Case['expect'],
  payload: () => unknown,
  url?: () => string | Promise<string>,
): Case {
  const [method, path] = route.split(' ') as [Req['method'], string];
  return {
    route,
    request: async () => ({ method, url: url ? await url() : path, payload: await payload() }),
    expect,
  };
}

/** Distributor A sends another distributor's ids in the body: only its answer is asserted. */
function foreign(
  route: string,
  name: string,
  distA: number,
  payload: () => unknown,
  url?: () => string | Promise<string>,
): Case {
  return { ...send(route, { distA }, payload, url), name };
}

const CASES: Case[] = [
  simple('GET /api/health', PUBLIC(200)),
  simple('GET /api/health/live', PUBLIC(200)),
  simple('GET /api/health/ready', PUBLIC(200)),
  {
    // Injected requests come from loopback: readable by anyone on this machine, whatever the
    // token (metrics.test.ts proves the refusals from elsewhere).
    route: 'GET /api/metrics',
    request: () => ({ method: 'GET', url: '/api/metrics' }),
    expect: PUBLIC(200),
  },
  simple('GET /api/meta', PUBLIC(200)),
  send('POST /api/auth/login', PUBLIC(200), () => ({
    email: emails.admin,
    password: TEST_PASSWORD,
    userType: 'admin',
  })),
  send('POST /api/auth/register', ADMIN_ONLY(201), () => ({
    name: 'New Admin',
    email: `reg-${uniq()}@example.test`,
    password: 'Long-enough-1',
  })),
  simple('GET /api/auth/me', ALL_OK(200)),
  {
    route: 'POST /api/auth/logout',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expect: ALL_OK(200),
    relogin: true,
  },
  send('POST /api/auth/change-password', ALL_OK(400), () => ({
    currentPassword: 'not-the-password',
    newPassword: 'Another-Pass-1',
  })),
  send('PUT /api/auth/profile', ALL_OK(200), () => ({ phone: '+91 90000 00000' })),
  simple('GET /api/auth/sessions', ALL_OK(200)),
  simple('GET /api/auth/data-export', ALL_OK(200)),
  simple('GET /api/auth/deletion-request', ALL_OK(200)),
  simple('POST /api/auth/deletion-request', ALL_OK(201)),
  send('POST /api/auth/login/two-factor', PUBLIC(401), () => ({
    challenge: 'no-such-challenge',
    code: '123456',
  })),
  simple('GET /api/auth/two-factor', ALL_OK(200)),
  send('POST /api/auth/two-factor/setup', ALL_OK(400), () => ({ password: 'not-the-password' })),
  send('POST /api/auth/two-factor/enable', ALL_OK(409), () => ({ code: '123456' })),
  send('POST /api/auth/two-factor/disable', ALL_OK(400), () => ({
    password: 'not-the-password',
    code: '123456',
  })),
  send('POST /api/auth/two-factor/recovery-codes', ALL_OK(400), () => ({
    password: 'not-the-password',
    code: '123456',
  })),
  {
    route: 'POST /api/auth/sessions/revoke-others',
    request: () => ({ method: 'POST', url: '/api/auth/sessions/revoke-others' }),
    expect: ALL_OK(200),
    relogin: true,
  },

  simple('GET /api/service-providers', DISTRIBUTORS(200)),
  simple(
    'GET /api/service-providers/:id',
    DISTRIBUTORS(200),
    () => `/api/service-providers/${f.providerId}`,
  ),
  send('POST /api/service-providers', ADMIN_ONLY(201), () => ({
    name: `SP ${uniq()}`,
    company_name: 'SP Pvt Ltd',
  })),
  send(
    'PUT /api/service-providers/:id',
    ADMIN_ONLY(200),
    () => ({ phone: `+91 9${String(n++).padStart(9, '0')}` }),
    () => `/api/service-providers/${f.providerId}`,
  ),
  simple(
    'GET /api/service-providers/:id/inventory',
    DISTRIBUTORS(200),
    () => `/api/service-providers/${f.providerId}/inventory`,
  ),
  simple(
    'GET /api/service-providers/:id/inventory/available',
    DISTRIBUTORS(200),
    () => `/api/service-providers/${f.providerId}/inventory/available`,
  ),
  simple('GET /api/service-providers/stock', DISTRIBUTORS(200)),
  simple(
    'GET /api/service-providers/:id/stock',
    DISTRIBUTORS(200),
    () => `/api/service-providers/${f.providerId}/stock`,
  ),

  simple('GET /api/machines', ALL_OK(200)),
  send('POST /api/machines/resolve-serials', ALL_OK(200), () => ({ serials: ['NOPE-1'] })),
  simple('GET /api/machines/:id', SCOPED(200, 200), () => `/api/machines/${f.heldByA}`),
  send('POST /api/machines', ADMIN_ONLY(201), () => ({
    serialNumber: `MX-${uniq()}`,
    model: 'T-300',
    manufacturer: 'Telering',
    type: 'POS',
    serviceProviderId: f.providerId,
  })),
  send(
    'PUT /api/machines/:id',
    ADMIN_ONLY(200),
    () => ({ model: `T-${uniq()}` }),
    () => `/api/machines/${f.heldByA}`,
  ),
  send('POST /api/machines/import', ADMIN_ONLY(200), () => ({
    csv: `serialNumber,model,manufacturer,type,serviceProviderId\nIMP-${uniq()},T-300,Telering,POS,${f.providerId}\n`,
    dryRun: true,
  })),
  simple(
    'GET /api/reports/machine-history/:id',
    SCOPED(200, 200),
    () => `/api/reports/machine-history/${f.heldByA}`,
  ),

  {
    route: 'GET /api/reports/machine-history/:id',
    name: 'a machine distributor B held before A',
    request: () => ({ method: 'GET', url: `/api/reports/machine-history/${f.passedOn}` }),
    expect: SCOPED(200, 200),
    check: (who, body) => {
      type Entry = { actor: { id: number | null }; details: Record<string, unknown> };
      const history = (JSON.parse(body) as { history: Entry[] }).history;
      const ofB = history.filter(
        (e) => e.details.distributorId === f.b.id || e.actor.id === f.userB,
      );
      if (who === 'admin') {
        expect(ofB.length, 'admin sees B').toBeGreaterThan(0);
        expect(body).toContain(f.b.name);
        return;
      }
      // A and its retailer: not one entry of B's period, nor B's name, retailer or staff.
      expect(ofB, `${who} sees B's entries`).toEqual([]);
      expect(body).not.toContain(f.b.name);
      expect(history.map((e) => e.details.retailerId)).not.toContain(f.rb.id);
      expect(history.length, `${who} sees its own period`).toBeGreaterThan(0);
    },
  },

  simple('GET /api/distributors', DISTRIBUTORS(200)),
  simple('GET /api/distributors/:id', SCOPED(200, 403), () => `/api/distributors/${f.a.id}`),
  send('POST /api/distributors', ADMIN_ONLY(201), () => ({
    name: `D ${uniq()}`,
    email: `d-${uniq()}@example.test`,
    phone: '+91 98765 43210',
    company_name: 'D Pvt Ltd',
    address: '1 Road, Pune',
  })),
  send(
    'PUT /api/distributors/:id',
    ADMIN_ONLY(200),
    () => ({ address: `${uniq()} Market Road, Ahmedabad` }),
    () => `/api/distributors/${f.a.id}`,
  ),
  send(
    'POST /api/distributors/:id/account',
    ADMIN_ONLY(201),
    () => ({ email: `acc-${uniq()}@example.test`, password: 'Long-enough-1' }),
    () => `/api/distributors/${f.a.id}/account`,
  ),

  simple('GET /api/retailers', DISTRIBUTORS(200)),
  simple('GET /api/retailers/:id', SCOPED(200, 403), () => `/api/retailers/${f.ra.id}`),
  send('POST /api/retailers', SCOPED(201, 403), () => retailerBody(f.a.id)),
  send(
    'PUT /api/retailers/:id',
    SCOPED(200, 403),
    () => ({ address: `${uniq()} Station Road, Surat` }),
    () => `/api/retailers/${f.ra.id}`,
  ),
  {
    route: 'PUT /api/retailers/:id/documents/:kind',
    request: async () => ({
      method: 'PUT',
      url: `/api/retailers/${f.ra.id}/documents/PAN_CARD?fileName=pan.pdf`,
      payload: Buffer.from('%PDF-1.7\n%%EOF\n'),
      contentType: 'application/octet-stream',
    }),
    expect: SCOPED(200, 403),
  },
  simple(
    'GET /api/retailers/:id/documents',
    SCOPED(200, 200),
    () => `/api/retailers/${f.ra.id}/documents`,
  ),
  simple(
    'GET /api/retailers/:id/documents/:kind',
    SCOPED(200, 200),
    () => `/api/retailers/${f.ra.id}/documents/PAN_CARD`,
  ),
  send(
    'POST /api/retailers/:id/account',
    ADMIN_ONLY(201),
    () => ({ email: `racc-${uniq()}@example.test`, password: 'Long-enough-1' }),
    () => `/api/retailers/${f.ra.id}/account`,
  ),
  // KYC decisions: admins only (a distributor reads its retailers' KYC but cannot decide it).
  send(
    'PUT /api/distributors/:id/kyc',
    ADMIN_ONLY(200),
    () => ({ status: 'REJECTED', reason: `Blurred PAN card ${uniq()}` }),
    () => `/api/distributors/${f.a.id}/kyc`,
  ),
  send(
    'PUT /api/retailers/:id/kyc',
    ADMIN_ONLY(200),
    () => ({ status: 'REJECTED', reason: `Shop address unclear ${uniq()}` }),
    () => `/api/retailers/${f.ra.id}/kyc`,
  ),

  simple('GET /api/orders', ALL_OK(200)),
  simple('GET /api/orders/:id', SCOPED(200, 200), () => `/api/orders/${f.orderA}`),
  send('POST /api/orders', SCOPED(201, 403), async () => ({
    distributorId: f.a.id,
    retailerId: f.ra.id,
    serviceProviderId: f.providerId,
    orderType: 'MACHINE_ALLOTMENT',
    machineIds: [await freeMachine()],
  })),
  send(
    'PUT /api/orders/:id/status',
    ADMIN_ONLY(200),
    () => ({ status: 'APPROVED' }),
    async () => `/api/orders/${await orderOfA()}/status`,
  ),
  {
    route: 'POST /api/orders/:id/receipt-confirmation',
    request: async () => {
      const o = await outForDeliveryOfA();
      return {
        method: 'POST',
        url: `/api/orders/${o.id}/receipt-confirmation`,
        payload: { code: o.code, received: o.serials },
      };
    },
    expect: SCOPED(200, 403),
  },
  simple(
    'POST /api/orders/:id/handover-code',
    ADMIN_ONLY(200),
    async () => `/api/orders/${(await outForDeliveryOfA()).id}/handover-code`,
  ),

  simple('GET /api/assignments', DISTRIBUTORS(200)),
  simple(
    'GET /api/assignments/machines/available',
    DISTRIBUTORS(200),
    () => '/api/assignments/machines/available?limit=5',
  ),
  send('POST /api/assignments', SCOPED(201, 403), async () => ({
    machineIds: [await freeMachine()],
    distributorId: f.a.id,
    retailerId: f.ra.id,
    validFrom: '2026-01-01',
  })),
  send(
    'PUT /api/assignments/:id/status',
    SCOPED(200, 403),
    () => ({ status: 'RETURNED' }),
    async () => `/api/assignments/${(await heldByA())[1]}/status`,
  ),
  simple(
    'POST /api/assignments/:id/undo-return',
    SCOPED(200, 403),
    async () => `/api/assignments/${await returnedOfA()}/undo-return`,
  ),
  simple(
    'DELETE /api/assignments/:id',
    SCOPED(200, 403),
    async () => `/api/assignments/${(await heldByA())[1]}`,
  ),
  send('POST /api/bulk/assignments', SCOPED(200, 403), async () => ({
    assignments: [
      {
        machine_id: await freeMachine(),
        distributor_id: f.a.id,
        retailer_id: f.ra.id,
        valid_from: '2026-01-01',
      },
    ],
  })),
  send('PUT /api/bulk/machines/status', SCOPED(200, 403), async () => ({
    machineIds: [(await heldByA())[0]],
    status: 'ASSIGNED',
  })),

  simple('GET /api/reports/dashboard', ALL_OK(200)),
  simple('GET /api/dashboard/stats', ALL_OK(200)),
  ...REPORT_TYPES.flatMap((type): Case[] => [
    {
      route: `GET /api/reports/${type}`,
      request: () => ({ method: 'GET', url: `/api/reports/${type}` }),
      expect: REPORT_ACCESS[type] === 'reports:admin' ? ADMIN_ONLY(200) : DISTRIBUTORS(200),
    },
    {
      route: `GET /api/reports/${type}/export`,
      request: () => ({ method: 'GET', url: `/api/reports/${type}/export?format=csv` }),
      expect: REPORT_ACCESS[type] === 'reports:admin' ? ADMIN_ONLY(200) : DISTRIBUTORS(200),
    },
  ]),

  // Scheduled reports (#18, schedules slice): a schedule of distributor A's user.
  simple('GET /api/report-schedules', DISTRIBUTORS(200)),
  {
    route: 'POST /api/report-schedules',
    request: () => ({ method: 'POST', url: '/api/report-schedules', payload: scheduleBody() }),
    expect: DISTRIBUTORS(201),
  },
  simple(
    'GET /api/report-schedules/:id',
    SCOPED(200, 403),
    async () => `/api/report-schedules/${await scheduleOfA()}`,
  ),
  send(
    'PUT /api/report-schedules/:id',
    SCOPED(200, 403),
    () => ({ ...scheduleBody(), frequency: 'weekly', dayOfWeek: 3 }),
    async () => `/api/report-schedules/${await scheduleOfA()}`,
  ),
  ...(['pause', 'resume'] as const).map(
    (action): Case => ({
      route: `POST /api/report-schedules/:id/${action}`,
      request: async () => ({
        method: 'POST',
        url: `/api/report-schedules/${await scheduleOfA()}/${action}`,
      }),
      expect: SCOPED(200, 403),
    }),
  ),
  simple(
    'DELETE /api/report-schedules/:id',
    SCOPED(200, 403),
    async () => `/api/report-schedules/${await scheduleOfA()}`,
  ),
  simple(
    'GET /api/report-schedules/:id/runs',
    SCOPED(200, 403),
    async () => `/api/report-schedules/${await scheduleOfA()}/runs`,
  ),

  simple(
    'GET /api/security-events',
    ADMIN_ONLY(200),
    () => '/api/security-events?type=sign_in_failed',
  ),
  simple(
    'GET /api/security-events/export',
    ADMIN_ONLY(200),
    () => '/api/security-events/export?format=csv',
  ),

  simple('GET /api/account-deletion-requests', ADMIN_ONLY(200)),
  simple(
    'POST /api/account-deletion-requests/:id/deactivate',
    ADMIN_ONLY(200),
    async () => `/api/account-deletion-requests/${await deletionRequest()}/deactivate`,
  ),
  simple(
    'POST /api/account-deletion-requests/:id/decline',
    ADMIN_ONLY(200),
    async () => `/api/account-deletion-requests/${await deletionRequest()}/decline`,
  ),

  // Documents and our organisation (#15).
  simple('GET /api/organisation', ADMIN_ONLY(200)),
  send('PUT /api/organisation', ADMIN_ONLY(200), () => ({
    name: `Org ${uniq()}`,
    address: '501 Shivalik Plaza, Ahmedabad',
    gstin: '24AAGCP5678K1ZW',
    hsnPos: '84705010',
    hsnSoundbox: '85182900',
  })),
  simple(
    'GET /api/orders/:id/challan.pdf',
    SCOPED(200, 200),
    () => `/api/orders/${f.orderA}/challan.pdf`,
  ),
  simple(
    'GET /api/machines/labels.pdf',
    SCOPED(200, 200),
    () => `/api/machines/labels.pdf?ids=${f.heldByA}`,
  ),
  {
    route: 'GET /api/machines/labels.pdf',
    name: 'receipt',
    request: async () => {
      const [r] = await readRows<{ id: number }>(
        t.database.db,
        sql`insert into stock_receipts (receipt_number, service_provider_id, reference, receipt_date)
            values (${`R-AM-${uniq()}`}, ${f.providerId}, 'INV-AM', '2026-03-01') returning id`,
      );
      return { method: 'GET', url: `/api/machines/labels.pdf?receiptId=${r!.id}` };
    },
    expect: ADMIN_ONLY(200),
  },
  send('POST /api/machines/labels.pdf', SCOPED(200, 200), () => ({ ids: [f.heldByA] })),

  // Bulk actions on the machines list: the selection is resolved in the caller's scope.
  send('POST /api/machines/selection/status', ADMIN_ONLY(200), () => ({
    selection: { ids: [f.heldByA] },
    status: 'MAINTENANCE',
  })),
  send('POST /api/machines/selection/assign', SCOPED(200, 403), () => ({
    selection: { ids: [f.heldByA] },
    distributorId: f.a.id,
    validFrom: '2026-03-01',
  })),
  send('POST /api/machines/selection/export', SCOPED(200, 200), () => ({
    selection: { ids: [f.heldByA] },
  })),
  send('POST /api/machines/selection/labels.pdf', SCOPED(200, 200), () => ({
    selection: { ids: [f.heldByA] },
  })),

  // Stock receipts: admin only, every call.
  simple('GET /api/receipts', ADMIN_ONLY(200)),
  {
    route: 'POST /api/receipts',
    request: () => ({ method: 'POST', url: '/api/receipts', payload: receiptBody() }),
    expect: ADMIN_ONLY(201),
  },
  {
    route: 'POST /api/receipts/upload',
    request: () => ({
      method: 'POST',
      url: `/api/receipts/upload?serviceProviderId=${f.providerId}&reference=INV-${uniq()}&receiptDate=2026-11-20`,
      contentType: 'text/csv',
      payload: `serialNumber,type,model,manufacturer\nMX-${uniq()},POS,T-300,Telering\n`,
    }),
    expect: ADMIN_ONLY(201),
  },
  simple(
    'GET /api/receipts/:id',
    ADMIN_ONLY(200),
    async () => `/api/receipts/${await openReceipt()}`,
  ),
  simple(
    'GET /api/receipts/:id/items',
    ADMIN_ONLY(200),
    async () => `/api/receipts/${await openReceipt()}/items`,
  ),
  send(
    'POST /api/receipts/:id/scans',
    ADMIN_ONLY(200),
    () => ({ serialNumber: `MX-${uniq()}` }),
    async () => `/api/receipts/${await openReceipt()}/scans`,
  ),
  send(
    'POST /api/receipts/:id/scans/batch',
    ADMIN_ONLY(200),
    () => ({ serialNumbers: [`MX-${uniq()}`, `MX-${uniq()}`] }),
    async () => `/api/receipts/${await openReceipt()}/scans/batch`,
  ),
  simple(
    'POST /api/receipts/:id/close',
    ADMIN_ONLY(200),
    async () => `/api/receipts/${await openReceipt()}/close`,
  ),
  {
    route: 'POST /api/receipts/:id/items/:itemId/resolution',
    request: async () => {
      const id = await openReceipt();
      await asAdmin({ method: 'POST', url: `/api/receipts/${id}/close` });
      const { items } = await asAdmin({ method: 'GET', url: `/api/receipts/${id}/items` });
      return {
        method: 'POST',
        url: `/api/receipts/${id}/items/${items[0].id}/resolution`,
        payload: { resolution: 'WRITTEN_OFF', note: 'Lost in transit' },
      };
    },
    expect: ADMIN_ONLY(200),
  },
  simple(
    'GET /api/receipts/:id/discrepancies',
    ADMIN_ONLY(200),
    async () => `/api/receipts/${await openReceipt()}/discrepancies?format=csv`,
  ),

  // Returns to the provider (RMA batches): admin only, every call.
  simple('GET /api/rma-batches', ADMIN_ONLY(200)),
  {
    route: 'POST /api/rma-batches',
    request: async () => {
      const [m] = await readRows<{ id: number }>(
        t.database.db,
        sql`insert into machines (serial_number, model, manufacturer, machine_type, status, service_provider_id)
            values (${`RMA-AM-${uniq()}`}, 'T-300', 'Telering', 'POS', 'MAINTENANCE', ${f.providerId})
            returning id`,
      );
      return {
        method: 'POST',
        url: '/api/rma-batches',
        payload: { machineIds: [m!.id], reference: 'R', courierName: 'C', trackingNumber: 'T' },
      };
    },
    expect: ADMIN_ONLY(201),
  },
  simple(
    'GET /api/rma-batches/:id',
    ADMIN_ONLY(200),
    async () => `/api/rma-batches/${(await rmaBatch()).id}`,
  ),
  simple(
    'POST /api/rma-batches/:id/received',
    ADMIN_ONLY(200),
    async () => `/api/rma-batches/${(await rmaBatch()).id}/received`,
  ),
  {
    route: 'POST /api/rma-batches/:id/close',
    request: async () => {
      const b = await rmaBatch(true);
      return {
        method: 'POST',
        url: `/api/rma-batches/${b.id}/close`,
        payload: { outcomes: [{ machineId: b.machineId, outcome: 'REPAIRED' }] },
      };
    },
    expect: ADMIN_ONLY(200),
  },
  simple(
    'GET /api/rma-batches/:id/report',
    ADMIN_ONLY(200),
    async () => `/api/rma-batches/${(await rmaBatch()).id}/report?format=csv`,
  ),
  simple(
    'GET /api/rma-batches/:id/dispatch-note.pdf',
    ADMIN_ONLY(200),
    async () => `/api/rma-batches/${(await rmaBatch()).id}/dispatch-note.pdf`,
  ),

  // Foreign ids hidden in bodies: distributor A acting on distributor B's things.
  foreign('POST /api/orders', "another distributor's id in the body", 404, () =>
    orderBody({ distributorId: f.b.id, retailerId: f.rb.id }),
  ),
  foreign('POST /api/orders', "another distributor's retailer in the body", 400, () =>
    orderBody({ retailerId: f.rb.id }),
  ),
  // Out of scope looks like missing (test/machines-out-of-scope.test.ts compares the bodies).
  foreign('POST /api/orders', "another distributor's machines in the body", 404, () =>
    orderBody({ machineIds: [f.heldByB] }),
  ),
  foreign('POST /api/assignments', "another distributor's machines in the body", 404, () => ({
    machineIds: [f.heldByB],
    distributorId: f.a.id,
    validFrom: '2026-01-01',
  })),
  foreign('POST /api/bulk/assignments', "another distributor's machines in the body", 404, () => ({
    assignments: [{ machine_id: f.heldByB, distributor_id: f.a.id, valid_from: '2026-01-01' }],
  })),
  foreign('POST /api/assignments', "another distributor's id in the body", 404, async () => ({
    machineIds: [await freeMachine()],
    distributorId: f.b.id,
    validFrom: '2026-01-01',
  })),
  foreign('POST /api/retailers', "another distributor's id in the body", 404, () => ({
    name: 'Sneaky',
    email: `s-${uniq()}@example.test`,
    phone: '+91 91234 56789',
    shop_name: 'S',
    address: 'X',
    distributor_id: f.b.id,
  })),
  foreign(
    'PUT /api/retailers/:id',
    'moving its retailer to another distributor',
    404,
    () => ({ distributor_id: f.b.id }),
    () => `/api/retailers/${f.ra.id}`,
  ),
  foreign('POST /api/bulk/assignments', "another distributor's id in the body", 404, async () => ({
    assignments: [
      { machine_id: await freeMachine(), distributor_id: f.b.id, valid_from: '2026-01-01' },
    ],
  })),
  foreign(
    'PUT /api/bulk/machines/status',
    "another distributor's machines in the body",
    404,
    () => ({
      machineIds: [f.heldByB],
      status: 'ASSIGNED',
    }),
  ),
  // Faulty-device swap (#16): admin and the holding distributor; the replacement is AVAILABLE stock.
  {
    route: 'POST /api/machines/:id/swap',
    request: async () => {
      const [faulty] = await heldByA();
      return {
        method: 'POST',
        url: `/api/machines/${faulty}/swap`,
        payload: { replacementMachineId: await freeMachine(), reason: 'Screen dead' },
      };
    },
    expect: SCOPED(201, 403),
  },
  {
    route: 'POST /api/machines/:id/swap',
    name: "another distributor's device as the replacement",
    request: async () => {
      const [faulty] = await heldByA();
      return {
        method: 'POST',
        url: `/api/machines/${faulty}/swap`,
        payload: { replacementMachineId: f.heldByB, reason: 'Screen dead' },
      };
    },
    expect: { distA: 404 },
  },
  simple('GET /api/machines/:id/swaps', SCOPED(200, 200), () => `/api/machines/${f.heldByA}/swaps`),
  // The replacement check before Confirm: the swap's own rule, so the swap's own access.
  simple('GET /api/machines/:id/swap-check', SCOPED(200, 403), async () => {
    const [faulty] = await heldByA();
    return `/api/machines/${faulty}/swap-check?replacementMachineId=${await freeMachine()}`;
  }),
  // Transfers between distributors: each side reads its own, the receiver decides, admins send.
  simple('GET /api/transfers', DISTRIBUTORS(200)),
  simple(
    'GET /api/transfers/available',
    ADMIN_ONLY(200),
    () => `/api/transfers/available?distributorId=${f.a.id}`,
  ),
  simple(
    'GET /api/transfers/:id',
    SCOPED(200, 403),
    async () => `/api/transfers/${await transferToA()}`,
  ),
  {
    route: 'POST /api/transfers',
    request: async () => {
      const machineId = await freeMachine();
      await asAdmin({
        method: 'POST',
        url: '/api/assignments',
        payload: { machineIds: [machineId], distributorId: f.a.id, validFrom: '2026-01-01' },
      });
      return {
        method: 'POST',
        url: '/api/transfers',
        payload: { fromDistributorId: f.a.id, toDistributorId: f.b.id, machineIds: [machineId] },
      };
    },
    expect: ADMIN_ONLY(201),
  },
  simple(
    'POST /api/transfers/:id/accept',
    SCOPED(200, 403),
    async () => `/api/transfers/${await transferToA()}/accept`,
  ),
  send(
    'POST /api/transfers/:id/refuse',
    SCOPED(200, 403),
    () => ({ reason: 'Not ordered' }),
    async () => `/api/transfers/${await transferToA()}/refuse`,
  ),
  simple(
    'POST /api/transfers/:id/cancel',
    ADMIN_ONLY(200),
    async () => `/api/transfers/${await transferToA()}/cancel`,
  ),
  // Billing: admins run it; a distributor reads its own issued invoices; retailers nothing.
  simple('GET /api/billing/plans', ADMIN_ONLY(200)),
  send('POST /api/billing/plans', ADMIN_ONLY(201), planBody),
  send(
    'PUT /api/billing/plans/:id',
    ADMIN_ONLY(200),
    () => {
      const { machineType: _type, ...body } = planBody();
      return body;
    },
    async () => `/api/billing/plans/${await plan()}`,
  ),
  simple(
    'GET /api/distributors/:id/billing',
    ADMIN_ONLY(200),
    () => `/api/distributors/${f.a.id}/billing`,
  ),
  send(
    'PUT /api/distributors/:id/billing',
    ADMIN_ONLY(200),
    async () => ({ plans: [{ machineType: 'POS', planId: await plan() }], paymentTermsDays: 20 }),
    () => `/api/distributors/${f.a.id}/billing`,
  ),
  send('POST /api/billing/runs', ADMIN_ONLY(201), () => ({ month: '2025-01' })),
  // The returns and the accountant's files: admins only (the organisation has a GSTIN here).
  simple('GET /api/billing/gstr1', ADMIN_ONLY(200), () => '/api/billing/gstr1?month=2025-01'),
  simple(
    'GET /api/billing/tally.xml',
    ADMIN_ONLY(200),
    () => '/api/billing/tally.xml?from=2025-01-01&to=2025-01-31',
  ),
  simple('GET /api/invoices', DISTRIBUTORS(200)),
  simple(
    'GET /api/invoices/:id',
    SCOPED(200, 403),
    async () => `/api/invoices/${await invoiceOfA('ISSUED')}`,
  ),
  {
    route: 'GET /api/invoices/:id',
    name: "a draft is not the distributor's to see yet",
    request: async () => ({ method: 'GET', url: `/api/invoices/${await invoiceOfA('DRAFT')}` }),
    expect: { admin: 200, distA: 404, distB: 404, retailerA: 403 },
  },
  simple(
    'GET /api/invoices/:id/invoice.pdf',
    SCOPED(200, 403),
    async () => `/api/invoices/${await invoiceOfA('ISSUED')}/invoice.pdf`,
  ),
  {
    route: 'GET /api/invoices/:id/invoice.pdf',
    name: "a draft's PDF is not the distributor's to see",
    request: async () => ({
      method: 'GET',
      url: `/api/invoices/${await invoiceOfA('DRAFT')}/invoice.pdf`,
    }),
    expect: { admin: 200, distA: 404, distB: 404, retailerA: 403 },
  },
  simple(
    'GET /api/invoices/:id/einvoice.json',
    SCOPED(200, 403),
    async () => `/api/invoices/${await exportableOfA()}/einvoice.json`,
  ),
  simple(
    'POST /api/invoices/:id/issue',
    ADMIN_ONLY(200),
    async () => `/api/invoices/${await invoiceOfA('DRAFT')}/issue`,
  ),
  send(
    'POST /api/invoices/:id/cancel',
    ADMIN_ONLY(200),
    () => ({ reason: 'Wrong rate' }),
    async () => `/api/invoices/${await invoiceOfA('ISSUED')}/cancel`,
  ),
  // The documents of the books (#49): a distributor reads its own; a draft voucher only admins.
  simple(
    'GET /api/credit-notes/:id/credit-note.pdf',
    SCOPED(200, 403),
    async () => `/api/credit-notes/${await creditNoteOfA()}/credit-note.pdf`,
  ),
  simple(
    'GET /api/credit-notes/:id/einvoice.json',
    SCOPED(200, 403),
    async () => `/api/credit-notes/${await creditNoteOfA()}/einvoice.json`,
  ),
  simple(
    'GET /api/refund-vouchers/:id/refund-voucher.pdf',
    SCOPED(200, 403),
    async () => `/api/refund-vouchers/${await voucherOfA('ISSUED')}/refund-voucher.pdf`,
  ),
  {
    route: 'GET /api/refund-vouchers/:id/refund-voucher.pdf',
    name: "a draft voucher's PDF is not the distributor's to see",
    request: async () => ({
      method: 'GET',
      url: `/api/refund-vouchers/${await voucherOfA('DRAFT')}/refund-voucher.pdf`,
    }),
    expect: { admin: 200, distA: 404, distB: 404, retailerA: 403 },
  },
  // Commission statements: admins any distributor's, a distributor its own (omitted = its own).
  simple(
    'GET /api/billing/commissions',
    DISTRIBUTORS(200),
    () => '/api/billing/commissions?month=2025-01',
  ),
  {
    route: 'GET /api/billing/commissions',
    name: "another distributor's statement is a 404",
    request: () => ({
      method: 'GET',
      url: `/api/billing/commissions?month=2025-01&distributorId=${f.a.id}`,
    }),
    expect: SCOPED(200, 403),
  },
  simple(
    'GET /api/billing/commissions/statement.pdf',
    SCOPED(200, 403),
    () => `/api/billing/commissions/statement.pdf?month=2025-01&distributorId=${f.a.id}`,
  ),
  {
    route: 'GET /api/billing/commissions/statement.pdf',
    name: 'an admin names the distributor; a distributor gets its own',
    request: () => ({ method: 'GET', url: '/api/billing/commissions/statement.pdf?month=2025-01' }),
    expect: { admin: 400, distA: 200, distB: 200, retailerA: 403 },
  },
  // Payments (decision 0144): admins record and reverse; a distributor reads its own.
  send(
    'POST /api/invoices/:id/payments',
    ADMIN_ONLY(201),
    paymentBody,
    async () => `/api/invoices/${await invoiceOfA('ISSUED')}/payments`,
  ),
  send(
    'POST /api/payments/:id/reverse',
    ADMIN_ONLY(200),
    () => ({ reason: 'Bounced' }),
    async () => `/api/payments/${await paymentOfA()}/reverse`,
  ),
  simple('GET /api/payments', DISTRIBUTORS(200)),
  simple(
    'GET /api/billing/ledger',
    SCOPED(200, 403),
    () => `/api/billing/ledger?distributorId=${f.a.id}`,
  ),
  // The books (decision 0159): admins write; a distributor reads its own documents.
  send(
    'POST /api/invoices/:id/credit-notes',
    ADMIN_ONLY(201),
    () => ({ amountPaise: 100, reason: 'Matrix' }),
    async () => `/api/invoices/${await invoiceOfA('ISSUED')}/credit-notes`,
  ),
  simple('GET /api/credit-notes', DISTRIBUTORS(200)),
  simple(
    'GET /api/credit-notes/:id',
    SCOPED(200, 403),
    async () => `/api/credit-notes/${await creditNoteOfA()}`,
  ),
  simple('GET /api/refund-vouchers', DISTRIBUTORS(200)),
  simple(
    'GET /api/refund-vouchers/:id',
    SCOPED(200, 403),
    async () => `/api/refund-vouchers/${await voucherOfA('ISSUED')}`,
  ),
  {
    route: 'GET /api/refund-vouchers/:id',
    name: "a draft voucher is not the distributor's to see yet",
    request: async () => ({
      method: 'GET',
      url: `/api/refund-vouchers/${await voucherOfA('DRAFT')}`,
    }),
    expect: { admin: 200, distA: 404, distB: 404, retailerA: 403 },
  },
  simple(
    'POST /api/refund-vouchers/:id/issue',
    ADMIN_ONLY(200),
    async () => `/api/refund-vouchers/${await voucherOfA('DRAFT')}/issue`,
  ),
  send('POST /api/billing/allocations', ADMIN_ONLY(201), async () => ({
    sourceType: 'REFUND_VOUCHER',
    sourceId: await voucherOfA('ISSUED'),
    invoiceId: await invoiceOfA('ISSUED'),
  })),
  simple('GET /api/billing/allocations', DISTRIBUTORS(200)),
  simple(
    'GET /api/billing/credits',
    SCOPED(200, 403),
    () => `/api/billing/credits?distributorId=${f.a.id}`,
  ),
  send('POST /api/billing/payouts', ADMIN_ONLY(201), async () => ({
    sourceType: 'REFUND_VOUCHER',
    sourceId: await voucherOfA('ISSUED'),
    ...paymentBody(),
  })),
  simple('GET /api/billing/payouts', DISTRIBUTORS(200)),
  simple('GET /api/billing/runs', ADMIN_ONLY(200), () => '/api/billing/runs?month=2025-01'),
  simple(
    'GET /api/billing/runs/:id',
    ADMIN_ONLY(200),
    async () => `/api/billing/runs/${await runOf('2025-01')}`,
  ),
  simple(
    'POST /api/billing/runs/:id/issue',
    ADMIN_ONLY(202),
    async () => `/api/billing/runs/${await runOf('2025-01')}/issue`,
  ),
  {
    route: 'POST /api/billing/commissions/approve',
    name: 'an admin passes (a month without activity has nothing to approve: 409)',
    request: async () => ({
      method: 'POST',
      url: '/api/billing/commissions/approve',
      payload: { month: '2025-01', distributorId: f.a.id },
    }),
    expect: { ...ADMIN_ONLY(201), admin: 409 },
  },
  // Activation lifecycle (#16): install by admin, the holding distributor or retailer
  // (machines:install); the provider's steps and file, and a provider's settings, by admin.
  send(
    'POST /api/machines/:id/activation',
    SCOPED(200, 200),
    () => ({ step: 'INSTALLED', date: '2026-02-01' }),
    async () => `/api/machines/${(await heldByA())[0]}/activation`,
  ),
  {
    route: 'POST /api/machines/:id/activation',
    name: 'ACTIVATED is recorded by an admin only',
    request: async () => ({
      method: 'POST',
      url: `/api/machines/${(await heldByA())[0]}/activation`,
      payload: { step: 'ACTIVATED', date: '2026-02-01' },
    }),
    expect: { distA: 403, distB: 403, retailerA: 403 },
  },
  send('POST /api/machines/activation', SCOPED(200, 200), async () => ({
    machineIds: [(await heldByA())[0]],
    step: 'INSTALLED',
    date: '2026-02-01',
  })),
  send('POST /api/machines/activation/import', ADMIN_ONLY(200), () => ({
    csv: `serialNumber,activatedOn\nNO-SUCH-${uniq()},2026-02-01\n`,
    dryRun: true,
  })),
  simple(
    'GET /api/service-providers/:id/settings',
    ADMIN_ONLY(200),
    () => `/api/service-providers/${f.providerId}/settings`,
  ),
  send(
    'PUT /api/service-providers/:id/settings',
    ADMIN_ONLY(200),
    () => ({
      idleDays: 30,
      swapMapping: 'CARRY_OVER',
      heartbeatMinutes: 30,
      activeMinTransactions: 5,
      activeMinDays: 2,
      activateOnFirstTransaction: false,
      offlineAlertHours: 24,
    }),
    () => `/api/service-providers/${f.providerId}/settings`,
  ),
  // --- Personal API tokens (tokens slice): each caller manages only its own. ---
  simple('GET /api/tokens', ALL_OK(200)),
  send('POST /api/tokens', ALL_OK(201), () => ({
    name: `Matrix ${uniq()}`,
    scope: 'read',
    expiresInDays: 7,
  })),
  {
    route: 'DELETE /api/tokens/:id',
    name: "distributor A's token",
    request: async () => {
      const res = await api(
        {
          method: 'POST',
          url: '/api/tokens',
          payload: { name: `Mine ${uniq()}`, scope: 'read', expiresInDays: 7 },
        },
        tokens.distA,
      );
      return { method: 'DELETE', url: `/api/tokens/${res.json().token.id}` };
    },
    expect: { admin: 404, distA: 200, distB: 404, retailerA: 404 },
  },
  // --- end of the tokens slice's cases ---
  // Providers' integration keys (#52): admins only, on the provider's page.
  simple(
    'GET /api/service-providers/:id/integration-keys',
    ADMIN_ONLY(200),
    () => `/api/service-providers/${f.providerId}/integration-keys`,
  ),
  {
    route: 'POST /api/service-providers/:id/integration-keys',
    request: () => ({
      method: 'POST',
      url: `/api/service-providers/${f.providerId}/integration-keys`,
      payload: { name: `Matrix ${uniq()}` },
    }),
    expect: ADMIN_ONLY(201),
    check: (_who, body) => expect(body).toMatch(/"key":"ddk_/),
  },
  {
    route: 'DELETE /api/service-providers/:id/integration-keys/:keyId',
    request: async () => {
      const url = `/api/service-providers/${f.providerId}/integration-keys`;
      const key = await asAdmin({ method: 'POST', url, payload: { name: `Gone ${uniq()}` } });
      return { method: 'DELETE', url: `${url}/${key.id}` };
    },
    expect: ADMIN_ONLY(200),
  },
  // Device activity (#52): events come only with an integration key (its own tests), so every
  // session is refused; a machine's activity is scoped like the machine.
  send(
    'POST /api/activity/events',
    { admin: 403, distA: 403, distB: 403, retailerA: 403 },
    () => ({ events: [{ serialNumber: 'NO-SUCH', at: '2026-01-01T00:00:00Z', kind: 'BOOT' }] }),
  ),
  simple('GET /api/machines/:id/activity', SCOPED(200, 200), () => `/api/machines/${f.heldByA}/activity`),
  // #18 slice "stock": low-stock thresholds (admins only).
  simple(
    'GET /api/service-providers/:id/stock-thresholds',
    ADMIN_ONLY(200),
    () => `/api/service-providers/${f.providerId}/stock-thresholds`,
  ),
  send(
    'PUT /api/service-providers/:id/stock-thresholds',
    ADMIN_ONLY(200),
    () => ({ thresholds: [{ machineType: 'POS', model: null, threshold: 3 }] }),
    () => `/api/service-providers/${f.providerId}/stock-thresholds`,
  ),
  // Outgoing webhooks (#18): admins only. A public IP literal: no DNS, and no worker runs here.
  simple('GET /api/webhooks', ADMIN_ONLY(200)),
  {
    route: 'POST /api/webhooks',
    request: () => ({ method: 'POST', url: '/api/webhooks', payload: WEBHOOK }),
    expect: ADMIN_ONLY(201),
    check: (_who, body) => expect(body).toMatch(/"secret":"whsec_/),
  },
  send(
    'PUT /api/webhooks/:id',
    ADMIN_ONLY(200),
    () => ({ ...WEBHOOK, active: false }),
    async () => `/api/webhooks/${(await webhook()).id}`,
  ),
  simple(
    'DELETE /api/webhooks/:id',
    ADMIN_ONLY(200),
    async () => `/api/webhooks/${(await webhook()).id}`,
  ),
  simple(
    'POST /api/webhooks/:id/rotate-secret',
    ADMIN_ONLY(200),
    async () => `/api/webhooks/${(await webhook()).id}/rotate-secret`,
  ),
  simple(
    'POST /api/webhooks/:id/test',
    ADMIN_ONLY(202),
    async () => `/api/webhooks/${(await webhook()).id}/test`,
  ),
  {
    route: 'GET /api/webhooks/:id/deliveries',
    request: async () => ({
      method: 'GET',
      url: `/api/webhooks/${(await webhook()).id}/deliveries`,
    }),
    expect: ADMIN_ONLY(200),
    check: (_who, body) => expect(body).not.toContain('whsec_'),
  },
  // In-app notifications and their preferences (#18, inbox slice): the caller's own only.
  simple('GET /api/notifications', ALL_OK(200), () => '/api/notifications?pageSize=5'),
  simple('GET /api/notifications/unread-count', ALL_OK(200)),
  {
    route: 'POST /api/notifications/:id/read',
    name: "distributor A's notification",
    request: () => ({ method: 'POST', url: `/api/notifications/${f.notificationA}/read` }),
    expect: { admin: 404, distA: 200, distB: 404, retailerA: 404 },
  },
  simple('POST /api/notifications/read-all', ALL_OK(200)),
  simple('GET /api/notifications/preferences', ALL_OK(200)),
  send('PUT /api/notifications/preferences', ALL_OK(200), () => ({
    preferences: [{ type: 'order.created', inApp: true, email: false }],
  })),
];

const WEBHOOK = { url: 'https://93.184.215.14/hooks', events: ['order.created'] };
/** A fresh webhook (each caller's request gets its own). */
const webhook = async () =>
  (await asAdmin({ method: 'POST', url: '/api/webhooks', payload: WEBHOOK })).webhook as {
    id: number;
  };

async function signIn(who: Who) {
  const role = roles[who];
  if (!role) return;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: emails[who], password: TEST_PASSWORD, userType: role },
  });
  tokens[who] = res.json().token;
}

beforeAll(async () => {
  f.providerId = (await createProvider(t.database)).id;
  const a = await createDistributor(t.database);
  const b = await createDistributor(t.database);
  f.a = { id: a.id, name: a.name };
  f.b = { id: b.id, name: b.name };
  f.ra = { id: (await createRetailer(t.database, a.id)).id };
  f.rb = { id: (await createRetailer(t.database, b.id)).id };
  const accounts = {
    admin: await loginAs(t, 'admin'),
    distA: await loginAs(t, 'distributor', { distributorId: a.id }),
    distB: await loginAs(t, 'distributor', { distributorId: b.id }),
    retailerA: await loginAs(t, 'retailer', { distributorId: a.id, retailerId: f.ra.id }),
    deactivated: await loginAs(t, 'distributor', { distributorId: a.id }),
  };
  f.userB = accounts.distB.user.id;
  for (const [who, acc] of Object.entries(accounts)) {
    tokens[who as Who] = acc.token;
    emails[who as Who] = acc.email;
  }
  await setUserStatus(t.database, accounts.deactivated.user.id, 'INACTIVE');
  tokens.anonymous = null;
  tokens.badToken = `${accounts.admin.token.slice(0, -4)}AAAA`;
  f.heldByA = (await heldByA())[0];
  const machineB = await freeMachine();
  await asAdmin({
    method: 'POST',
    url: '/api/assignments',
    payload: {
      machineIds: [machineB],
      distributorId: b.id,
      retailerId: f.rb.id,
      validFrom: '2026-01-01',
    },
  });
  f.heldByB = machineB;
  f.orderA = await orderOfA();
  f.passedOn = await passedOnFromBToA();
  f.notificationA = await notificationOfA();
});

async function passedOnFromBToA() {
  const machineId = await freeMachine();
  const held = await asAdmin({
    method: 'POST',
    url: '/api/assignments',
    payload: {
      machineIds: [machineId],
      distributorId: f.b.id,
      retailerId: f.rb.id,
      validFrom: '2026-01-01',
    },
  });
  const returned = await api(
    { method: 'PUT', url: `/api/assignments/${held.id}/status`, payload: { status: 'RETURNED' } },
    tokens.distB,
  );
  expect(returned.statusCode).toBe(200);
  await asAdmin({
    method: 'POST',
    url: '/api/orders',
    payload: {
      distributorId: f.a.id,
      retailerId: f.ra.id,
      serviceProviderId: f.providerId,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [machineId],
    },
  });
  return machineId;
}

describe('authorization matrix', () => {
  it('has an entry for every registered /api route', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const covered = new Set(CASES.map((c) => c.route));
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((c) => !registered.includes(c))).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.route}${c.name ? ` (${c.name})` : ''}`, async () => {
      const refusedByDefault = c.expect.anonymous === undefined;
      const expected: Partial<Record<Who, number>> = refusedByDefault
        ? { anonymous: 401, badToken: 401, deactivated: 401, ...c.expect }
        : c.expect;
      for (const who of WHO) {
        const want = expected[who];
        if (want === undefined) continue;
        const req = await c.request();
        const before = want >= 400 ? await fingerprint() : '';
        const res = await api(req, tokens[who]);
        expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(want);
        if (want < 300) c.check?.(who, res.body);
        if (want >= 400) {
          expect(typeof res.json().error, `${who} error body`).toBe('string');
          expect(await fingerprint(), `${who}'s refused call changed the database`).toBe(before);
        }
        if (c.relogin) await signIn(who);
      }
    });
  }
});

/**
 * Personal API tokens (tokens slice) against every route of the matrix: an admin's read-only
 * token reads what the admin's session reads and writes nothing (403 token_read_only, database
 * unchanged); a read-write token of distributor A is refused the session-only routes.
 */
describe('authorization matrix with API tokens', () => {
  const secrets = {} as { adminRead: string; distAWrite: string; adminWrite: string };
  const newToken = async (who: Who, scope: 'read' | 'read_write') => {
    const res = await api(
      {
        method: 'POST',
        url: '/api/tokens',
        payload: { name: `Matrix ${scope}`, scope, expiresInDays: 1 },
      },
      tokens[who],
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().secret as string;
  };
  // The token's "last used" time may move during the run: compare everything else.
  const unchanged = async () =>
    (await fingerprint())
      .split('|')
      .filter((part) => !part.startsWith('api_tokens:'))
      .join('|');

  beforeAll(async () => {
    for (const who of WHO) await signIn(who);
    secrets.adminRead = await newToken('admin', 'read');
    secrets.distAWrite = await newToken('distA', 'read_write');
    secrets.adminWrite = await newToken('admin', 'read_write');
  });

  it('no token, not even an admin read-write one, creates a sign-in for a party', async () => {
    for (const route of ['POST /api/distributors/:id/account', 'POST /api/retailers/:id/account']) {
      const req = await CASES.find((c) => c.route === route)!.request();
      const before = await unchanged();
      const res = await api(req, secrets.adminWrite);
      expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBe(403);
      expect(res.json().code).toBe('token_not_allowed');
      expect(await unchanged(), `${route} with a token changed the database`).toBe(before);
    }
  });

  for (const c of CASES) {
    it(`${c.route}${c.name ? ` (${c.name})` : ''}`, async () => {
      const route = t.app.apiRoutes.find((r) => `${r.method} ${r.url}` === c.route)!;
      const sessionOnly = isSessionOnlyRoute(route.method, route.url);
      const reads = READ_ONLY_METHODS.includes(route.method);
      const sessionAnswer = c.expect.admin;
      if (route.access !== 'public' && (sessionOnly || !reads)) {
        const req = await c.request();
        const before = await unchanged();
        const res = await api(req, secrets.adminRead);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(403);
        expect(res.json().code).toBe(sessionOnly ? 'token_not_allowed' : 'token_read_only');
        expect(await unchanged(), 'a refused token call changed the database').toBe(before);
      } else if (sessionAnswer !== undefined && reads) {
        const res = await api(await c.request(), secrets.adminRead);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(sessionAnswer);
        if (sessionAnswer < 300) c.check?.('admin', res.body);
      }
      if (sessionOnly && route.access !== 'public') {
        // Not even an admin's read-write token: a leaked one cannot leave a login behind.
        // (That a refused call changes nothing is checked above, once per route: it is costly.)
        for (const secret of [secrets.distAWrite, secrets.adminWrite]) {
          const res = await api(await c.request(), secret);
          expect(res.statusCode, res.body.slice(0, 200)).toBe(403);
          expect(res.json().code).toBe('token_not_allowed');
        }
      }
    });
  }
});
