/**
 * The authorization matrix: every registered /api route x every kind of caller, against an
 * object that belongs to distributor A. It fails when a route has no entry here. A refused call
 * must leave the database exactly as it was.
 */
import { isSessionOnlyRoute, READ_ONLY_METHODS, REPORT_ACCESS, REPORT_TYPES } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { createDistributor, createRetailer, loginAs, setUserStatus, TEST_PASSWORD } from './app';
import { createMachine, createProvider } from './factories/machines';
import { useTestApp } from './use-app';

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
async function orderOfA() {
  const body = await asAdmin({
    method: 'POST',
    url: '/api/orders',
    payload: {
      distributorId: f.a.id,
      retailerId: f.ra.id,
      serviceProviderId: f.providerId,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [await freeMachine()],
    },
  });
  return body.id as number;
}

/** An order of A sent out for delivery: its id, serials and hand-over code. */
async function outForDeliveryOfA() {
  const id = await orderOfA();
  for (const status of ['APPROVED', 'IN_PROGRESS'])
    await asAdmin({ method: 'PUT', url: `/api/orders/${id}/status`, payload: { status } });
  const [o] = await rows<{ code: string; serials: string[] }>(
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
  const [m] = await rows<{ id: number }>(
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
  const [n] = await rows<{ id: number }>(
    t.database.db,
    sql`select n.id::int as id from notifications n join users u on u.id = n.user_id
         where u.email = ${emails.distA} order by n.id desc limit 1`,
  );
  if (!n) throw new Error('fixture: distributor A has no notification');
  return n.id;
}

/** A digest of every table but sessions (which sign-ins add to). */
async function fingerprint(): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'sessions' order by 1`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [r] = await rows<{ h: string | null }>(
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

const CASES: Case[] = [
  {
    route: 'GET /api/health',
    request: () => ({ method: 'GET', url: '/api/health' }),
    expect: { anonymous: 200, badToken: 200, deactivated: 200, ...ALL_OK(200) },
  },
  {
    route: 'GET /api/health/live',
    request: () => ({ method: 'GET', url: '/api/health/live' }),
    expect: { anonymous: 200, badToken: 200, deactivated: 200, ...ALL_OK(200) },
  },
  {
    route: 'GET /api/health/ready',
    request: () => ({ method: 'GET', url: '/api/health/ready' }),
    expect: { anonymous: 200, badToken: 200, deactivated: 200, ...ALL_OK(200) },
  },
  {
    // Injected requests come from loopback: readable by anyone on this machine, whatever the
    // token (metrics.test.ts proves the refusals from elsewhere).
    route: 'GET /api/metrics',
    request: () => ({ method: 'GET', url: '/api/metrics' }),
    expect: { anonymous: 200, badToken: 200, deactivated: 200, ...ALL_OK(200) },
  },
  {
    route: 'GET /api/meta',
    request: () => ({ method: 'GET', url: '/api/meta' }),
    expect: { anonymous: 200, badToken: 200, deactivated: 200, ...ALL_OK(200) },
  },
  {
    route: 'POST /api/auth/login',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: emails.admin, password: TEST_PASSWORD, userType: 'admin' },
    }),
    expect: { anonymous: 200, badToken: 200, deactivated: 200, ...ALL_OK(200) },
  },
  {
    route: 'POST /api/auth/register',
    request: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'New Admin',
        email: `reg-${uniq()}@example.test`,
        password: 'Long-enough-1',
      },
    }),
    expect: ADMIN_ONLY(201),
  },
  {
    route: 'GET /api/auth/me',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
    expect: ALL_OK(200),
  },
  {
    route: 'POST /api/auth/logout',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expect: ALL_OK(200),
    relogin: true,
  },
  {
    route: 'POST /api/auth/change-password',
    request: () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not-the-password', newPassword: 'Another-Pass-1' },
    }),
    expect: ALL_OK(400),
  },
  {
    route: 'PUT /api/auth/profile',
    request: () => ({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { phone: '+91 90000 00000' },
    }),
    expect: ALL_OK(200),
  },
  {
    route: 'GET /api/auth/sessions',
    request: () => ({ method: 'GET', url: '/api/auth/sessions' }),
    expect: ALL_OK(200),
  },
  {
    route: 'POST /api/auth/login/two-factor',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge: 'no-such-challenge', code: '123456' },
    }),
    expect: { anonymous: 401, badToken: 401, deactivated: 401, ...ALL_OK(401) },
  },
  {
    route: 'GET /api/auth/two-factor',
    request: () => ({ method: 'GET', url: '/api/auth/two-factor' }),
    expect: ALL_OK(200),
  },
  {
    route: 'POST /api/auth/two-factor/setup',
    request: () => ({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      payload: { password: 'not-the-password' },
    }),
    expect: ALL_OK(400),
  },
  {
    route: 'POST /api/auth/two-factor/enable',
    request: () => ({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      payload: { code: '123456' },
    }),
    expect: ALL_OK(409),
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    request: () => ({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      payload: { password: 'not-the-password', code: '123456' },
    }),
    expect: ALL_OK(400),
  },
  {
    route: 'POST /api/auth/two-factor/recovery-codes',
    request: () => ({
      method: 'POST',
      url: '/api/auth/two-factor/recovery-codes',
      payload: { password: 'not-the-password', code: '123456' },
    }),
    expect: ALL_OK(400),
  },
  {
    route: 'POST /api/auth/sessions/revoke-others',
    request: () => ({ method: 'POST', url: '/api/auth/sessions/revoke-others' }),
    expect: ALL_OK(200),
    relogin: true,
  },

  {
    route: 'GET /api/service-providers',
    request: () => ({ method: 'GET', url: '/api/service-providers' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/service-providers/:id',
    request: () => ({ method: 'GET', url: `/api/service-providers/${f.providerId}` }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'POST /api/service-providers',
    request: () => ({
      method: 'POST',
      url: '/api/service-providers',
      payload: { name: `SP ${uniq()}`, company_name: 'SP Pvt Ltd' },
    }),
    expect: ADMIN_ONLY(201),
  },
  {
    route: 'PUT /api/service-providers/:id',
    request: () => ({
      method: 'PUT',
      url: `/api/service-providers/${f.providerId}`,
      payload: { phone: `+91 9${String(n++).padStart(9, '0')}` },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/service-providers/:id/inventory',
    request: () => ({ method: 'GET', url: `/api/service-providers/${f.providerId}/inventory` }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/service-providers/:id/inventory/available',
    request: () => ({
      method: 'GET',
      url: `/api/service-providers/${f.providerId}/inventory/available`,
    }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/service-providers/stock',
    request: () => ({ method: 'GET', url: '/api/service-providers/stock' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/service-providers/:id/stock',
    request: () => ({ method: 'GET', url: `/api/service-providers/${f.providerId}/stock` }),
    expect: DISTRIBUTORS(200),
  },

  {
    route: 'GET /api/machines',
    request: () => ({ method: 'GET', url: '/api/machines' }),
    expect: ALL_OK(200),
  },
  {
    route: 'POST /api/machines/resolve-serials',
    request: () => ({
      method: 'POST',
      url: '/api/machines/resolve-serials',
      payload: { serials: ['NOPE-1'] },
    }),
    expect: ALL_OK(200),
  },
  {
    route: 'GET /api/machines/:id',
    request: () => ({ method: 'GET', url: `/api/machines/${f.heldByA}` }),
    expect: SCOPED(200, 200),
  },
  {
    route: 'POST /api/machines',
    request: () => ({
      method: 'POST',
      url: '/api/machines',
      payload: {
        serialNumber: `MX-${uniq()}`,
        model: 'T-300',
        manufacturer: 'Telering',
        type: 'POS',
        serviceProviderId: f.providerId,
      },
    }),
    expect: ADMIN_ONLY(201),
  },
  {
    route: 'PUT /api/machines/:id',
    request: () => ({
      method: 'PUT',
      url: `/api/machines/${f.heldByA}`,
      payload: { model: `T-${uniq()}` },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/machines/import',
    request: () => ({
      method: 'POST',
      url: '/api/machines/import',
      payload: {
        csv: `serialNumber,model,manufacturer,type,serviceProviderId\nIMP-${uniq()},T-300,Telering,POS,${f.providerId}\n`,
        dryRun: true,
      },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/reports/machine-history/:id',
    request: () => ({ method: 'GET', url: `/api/reports/machine-history/${f.heldByA}` }),
    expect: SCOPED(200, 200),
  },

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

  {
    route: 'GET /api/distributors',
    request: () => ({ method: 'GET', url: '/api/distributors' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/distributors/:id',
    request: () => ({ method: 'GET', url: `/api/distributors/${f.a.id}` }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/distributors',
    request: () => ({
      method: 'POST',
      url: '/api/distributors',
      payload: {
        name: `D ${uniq()}`,
        email: `d-${uniq()}@example.test`,
        phone: '+91 98765 43210',
        company_name: 'D Pvt Ltd',
        address: '1 Road, Pune',
      },
    }),
    expect: ADMIN_ONLY(201),
  },
  {
    route: 'PUT /api/distributors/:id',
    request: () => ({
      method: 'PUT',
      url: `/api/distributors/${f.a.id}`,
      payload: { address: `${uniq()} Market Road, Ahmedabad` },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/distributors/:id/account',
    request: () => ({
      method: 'POST',
      url: `/api/distributors/${f.a.id}/account`,
      payload: { email: `acc-${uniq()}@example.test`, password: 'Long-enough-1' },
    }),
    expect: ADMIN_ONLY(201),
  },

  {
    route: 'GET /api/retailers',
    request: () => ({ method: 'GET', url: '/api/retailers' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/retailers/:id',
    request: () => ({ method: 'GET', url: `/api/retailers/${f.ra.id}` }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/retailers',
    request: () => ({
      method: 'POST',
      url: '/api/retailers',
      payload: {
        name: `R ${uniq()}`,
        email: `r-${uniq()}@example.test`,
        phone: '+91 91234 56789',
        shop_name: 'Shop',
        address: '2 Lane, Surat',
        distributor_id: f.a.id,
      },
    }),
    expect: SCOPED(201, 403),
  },
  {
    route: 'PUT /api/retailers/:id',
    request: () => ({
      method: 'PUT',
      url: `/api/retailers/${f.ra.id}`,
      payload: { address: `${uniq()} Station Road, Surat` },
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/retailers/:id/account',
    request: () => ({
      method: 'POST',
      url: `/api/retailers/${f.ra.id}/account`,
      payload: { email: `racc-${uniq()}@example.test`, password: 'Long-enough-1' },
    }),
    expect: ADMIN_ONLY(201),
  },
  // KYC decisions: admins only (a distributor reads its retailers' KYC but cannot decide it).
  {
    route: 'PUT /api/distributors/:id/kyc',
    request: () => ({
      method: 'PUT',
      url: `/api/distributors/${f.a.id}/kyc`,
      payload: { status: 'REJECTED', reason: `Blurred PAN card ${uniq()}` },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'PUT /api/retailers/:id/kyc',
    request: () => ({
      method: 'PUT',
      url: `/api/retailers/${f.ra.id}/kyc`,
      payload: { status: 'REJECTED', reason: `Shop address unclear ${uniq()}` },
    }),
    expect: ADMIN_ONLY(200),
  },

  {
    route: 'GET /api/orders',
    request: () => ({ method: 'GET', url: '/api/orders' }),
    expect: ALL_OK(200),
  },
  {
    route: 'GET /api/orders/:id',
    request: () => ({ method: 'GET', url: `/api/orders/${f.orderA}` }),
    expect: SCOPED(200, 200),
  },
  {
    route: 'POST /api/orders',
    request: async () => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        distributorId: f.a.id,
        retailerId: f.ra.id,
        serviceProviderId: f.providerId,
        orderType: 'MACHINE_ALLOTMENT',
        machineIds: [await freeMachine()],
      },
    }),
    expect: SCOPED(201, 403),
  },
  {
    route: 'PUT /api/orders/:id/status',
    request: async () => ({
      method: 'PUT',
      url: `/api/orders/${await orderOfA()}/status`,
      payload: { status: 'APPROVED' },
    }),
    expect: ADMIN_ONLY(200),
  },
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
  {
    route: 'POST /api/orders/:id/handover-code',
    request: async () => ({
      method: 'POST',
      url: `/api/orders/${(await outForDeliveryOfA()).id}/handover-code`,
    }),
    expect: ADMIN_ONLY(200),
  },

  {
    route: 'GET /api/assignments',
    request: () => ({ method: 'GET', url: '/api/assignments' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/assignments/machines/available',
    request: () => ({ method: 'GET', url: '/api/assignments/machines/available?limit=5' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'POST /api/assignments',
    request: async () => ({
      method: 'POST',
      url: '/api/assignments',
      payload: {
        machineIds: [await freeMachine()],
        distributorId: f.a.id,
        retailerId: f.ra.id,
        validFrom: '2026-01-01',
      },
    }),
    expect: SCOPED(201, 403),
  },
  {
    route: 'PUT /api/assignments/:id/status',
    request: async () => ({
      method: 'PUT',
      url: `/api/assignments/${(await heldByA())[1]}/status`,
      payload: { status: 'RETURNED' },
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/assignments/:id/undo-return',
    request: async () => ({
      method: 'POST',
      url: `/api/assignments/${await returnedOfA()}/undo-return`,
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'DELETE /api/assignments/:id',
    request: async () => ({ method: 'DELETE', url: `/api/assignments/${(await heldByA())[1]}` }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/bulk/assignments',
    request: async () => ({
      method: 'POST',
      url: '/api/bulk/assignments',
      payload: {
        assignments: [
          {
            machine_id: await freeMachine(),
            distributor_id: f.a.id,
            retailer_id: f.ra.id,
            valid_from: '2026-01-01',
          },
        ],
      },
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'PUT /api/bulk/machines/status',
    request: async () => ({
      method: 'PUT',
      url: '/api/bulk/machines/status',
      payload: { machineIds: [(await heldByA())[0]], status: 'ASSIGNED' },
    }),
    expect: SCOPED(200, 403),
  },

  {
    route: 'GET /api/reports/dashboard',
    request: () => ({ method: 'GET', url: '/api/reports/dashboard' }),
    expect: ALL_OK(200),
  },
  {
    route: 'GET /api/dashboard/stats',
    request: () => ({ method: 'GET', url: '/api/dashboard/stats' }),
    expect: ALL_OK(200),
  },
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
  {
    route: 'GET /api/report-schedules',
    request: () => ({ method: 'GET', url: '/api/report-schedules' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'POST /api/report-schedules',
    request: () => ({ method: 'POST', url: '/api/report-schedules', payload: scheduleBody() }),
    expect: DISTRIBUTORS(201),
  },
  {
    route: 'GET /api/report-schedules/:id',
    request: async () => ({ method: 'GET', url: `/api/report-schedules/${await scheduleOfA()}` }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'PUT /api/report-schedules/:id',
    request: async () => ({
      method: 'PUT',
      url: `/api/report-schedules/${await scheduleOfA()}`,
      payload: { ...scheduleBody(), frequency: 'weekly', dayOfWeek: 3 },
    }),
    expect: SCOPED(200, 403),
  },
  ...(['pause', 'resume'] as const).map((action): Case => ({
    route: `POST /api/report-schedules/:id/${action}`,
    request: async () => ({
      method: 'POST',
      url: `/api/report-schedules/${await scheduleOfA()}/${action}`,
    }),
    expect: SCOPED(200, 403),
  })),
  {
    route: 'DELETE /api/report-schedules/:id',
    request: async () => ({
      method: 'DELETE',
      url: `/api/report-schedules/${await scheduleOfA()}`,
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'GET /api/report-schedules/:id/runs',
    request: async () => ({
      method: 'GET',
      url: `/api/report-schedules/${await scheduleOfA()}/runs`,
    }),
    expect: SCOPED(200, 403),
  },

  {
    route: 'GET /api/security-events',
    request: () => ({ method: 'GET', url: '/api/security-events?type=sign_in_failed' }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/security-events/export',
    request: () => ({ method: 'GET', url: '/api/security-events/export?format=csv' }),
    expect: ADMIN_ONLY(200),
  },

  // Documents and our organisation (#15).
  {
    route: 'GET /api/organisation',
    request: () => ({ method: 'GET', url: '/api/organisation' }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'PUT /api/organisation',
    request: () => ({
      method: 'PUT',
      url: '/api/organisation',
      payload: {
        name: `Org ${uniq()}`,
        address: '501 Shivalik Plaza, Ahmedabad',
        gstin: '24AAGCP5678K1ZW',
        hsnPos: '84705010',
        hsnSoundbox: '85182900',
      },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/orders/:id/challan.pdf',
    request: () => ({ method: 'GET', url: `/api/orders/${f.orderA}/challan.pdf` }),
    expect: SCOPED(200, 200),
  },
  {
    route: 'GET /api/machines/labels.pdf',
    request: () => ({ method: 'GET', url: `/api/machines/labels.pdf?ids=${f.heldByA}` }),
    expect: SCOPED(200, 200),
  },
  {
    route: 'GET /api/machines/labels.pdf',
    name: 'receipt',
    request: async () => {
      const [r] = await rows<{ id: number }>(
        t.database.db,
        sql`insert into stock_receipts (receipt_number, service_provider_id, reference, receipt_date)
            values (${`R-AM-${uniq()}`}, ${f.providerId}, 'INV-AM', '2026-03-01') returning id`,
      );
      return { method: 'GET', url: `/api/machines/labels.pdf?receiptId=${r!.id}` };
    },
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/machines/labels.pdf',
    request: () => ({
      method: 'POST',
      url: '/api/machines/labels.pdf',
      payload: { ids: [f.heldByA] },
    }),
    expect: SCOPED(200, 200),
  },

  // Bulk actions on the machines list: the selection is resolved in the caller's scope.
  {
    route: 'POST /api/machines/selection/status',
    request: () => ({
      method: 'POST',
      url: '/api/machines/selection/status',
      payload: { selection: { ids: [f.heldByA] }, status: 'MAINTENANCE' },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/machines/selection/assign',
    request: () => ({
      method: 'POST',
      url: '/api/machines/selection/assign',
      payload: { selection: { ids: [f.heldByA] }, distributorId: f.a.id, validFrom: '2026-03-01' },
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/machines/selection/export',
    request: () => ({
      method: 'POST',
      url: '/api/machines/selection/export',
      payload: { selection: { ids: [f.heldByA] } },
    }),
    expect: SCOPED(200, 200),
  },
  {
    route: 'POST /api/machines/selection/labels.pdf',
    request: () => ({
      method: 'POST',
      url: '/api/machines/selection/labels.pdf',
      payload: { selection: { ids: [f.heldByA] } },
    }),
    expect: SCOPED(200, 200),
  },

  // Stock receipts: admin only, every call.
  {
    route: 'GET /api/receipts',
    request: () => ({ method: 'GET', url: '/api/receipts' }),
    expect: ADMIN_ONLY(200),
  },
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
  {
    route: 'GET /api/receipts/:id',
    request: async () => ({ method: 'GET', url: `/api/receipts/${await openReceipt()}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/receipts/:id/items',
    request: async () => ({ method: 'GET', url: `/api/receipts/${await openReceipt()}/items` }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/receipts/:id/scans',
    request: async () => ({
      method: 'POST',
      url: `/api/receipts/${await openReceipt()}/scans`,
      payload: { serialNumber: `MX-${uniq()}` },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/receipts/:id/close',
    request: async () => ({ method: 'POST', url: `/api/receipts/${await openReceipt()}/close` }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/receipts/:id/items/:itemId/resolution',
    request: async () => {
      const id = await openReceipt();
      await asAdmin({ method: 'POST', url: `/api/receipts/${id}/close` });
      const { items } = await asAdmin({ method: 'GET', url: `/api/receipts/${id}/items` });
      return {
        method: 'POST',
        url: `/api/receipts/${id}/items/${items[0].id}/resolution`,
        payload: { resolution: 'WRITTEN_OFF' },
      };
    },
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/receipts/:id/discrepancies',
    request: async () => ({
      method: 'GET',
      url: `/api/receipts/${await openReceipt()}/discrepancies?format=csv`,
    }),
    expect: ADMIN_ONLY(200),
  },

  // Returns to the provider (RMA batches): admin only, every call.
  {
    route: 'GET /api/rma-batches',
    request: () => ({ method: 'GET', url: '/api/rma-batches' }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/rma-batches',
    request: async () => {
      const [m] = await rows<{ id: number }>(
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
  {
    route: 'GET /api/rma-batches/:id',
    request: async () => ({ method: 'GET', url: `/api/rma-batches/${(await rmaBatch()).id}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/rma-batches/:id/received',
    request: async () => ({
      method: 'POST',
      url: `/api/rma-batches/${(await rmaBatch()).id}/received`,
    }),
    expect: ADMIN_ONLY(200),
  },
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
  {
    route: 'GET /api/rma-batches/:id/report',
    request: async () => ({
      method: 'GET',
      url: `/api/rma-batches/${(await rmaBatch()).id}/report?format=csv`,
    }),
    expect: ADMIN_ONLY(200),
  },

  // Foreign ids hidden in bodies: distributor A acting on distributor B's things.
  {
    route: 'POST /api/orders',
    name: "another distributor's id in the body",
    request: async () => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        distributorId: f.b.id,
        retailerId: f.rb.id,
        serviceProviderId: f.providerId,
        orderType: 'MACHINE_ALLOTMENT',
        machineIds: [await freeMachine()],
      },
    }),
    expect: { distA: 404 },
  },
  {
    route: 'POST /api/orders',
    name: "another distributor's retailer in the body",
    request: async () => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        distributorId: f.a.id,
        retailerId: f.rb.id,
        serviceProviderId: f.providerId,
        orderType: 'MACHINE_ALLOTMENT',
        machineIds: [await freeMachine()],
      },
    }),
    expect: { distA: 400 },
  },
  {
    route: 'POST /api/orders',
    name: "another distributor's machines in the body",
    request: () => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        distributorId: f.a.id,
        retailerId: f.ra.id,
        serviceProviderId: f.providerId,
        orderType: 'MACHINE_ALLOTMENT',
        machineIds: [f.heldByB],
      },
    }),
    // Out of scope looks like missing (test/machines-out-of-scope.test.ts compares the bodies).
    expect: { distA: 404 },
  },
  {
    route: 'POST /api/assignments',
    name: "another distributor's machines in the body",
    request: () => ({
      method: 'POST',
      url: '/api/assignments',
      payload: { machineIds: [f.heldByB], distributorId: f.a.id, validFrom: '2026-01-01' },
    }),
    expect: { distA: 404 },
  },
  {
    route: 'POST /api/bulk/assignments',
    name: "another distributor's machines in the body",
    request: () => ({
      method: 'POST',
      url: '/api/bulk/assignments',
      payload: {
        assignments: [{ machine_id: f.heldByB, distributor_id: f.a.id, valid_from: '2026-01-01' }],
      },
    }),
    expect: { distA: 404 },
  },
  {
    route: 'POST /api/assignments',
    name: "another distributor's id in the body",
    request: async () => ({
      method: 'POST',
      url: '/api/assignments',
      payload: {
        machineIds: [await freeMachine()],
        distributorId: f.b.id,
        validFrom: '2026-01-01',
      },
    }),
    expect: { distA: 404 },
  },
  {
    route: 'POST /api/retailers',
    name: "another distributor's id in the body",
    request: () => ({
      method: 'POST',
      url: '/api/retailers',
      payload: {
        name: 'Sneaky',
        email: `s-${uniq()}@example.test`,
        phone: '+91 91234 56789',
        shop_name: 'S',
        address: 'X',
        distributor_id: f.b.id,
      },
    }),
    expect: { distA: 404 },
  },
  {
    route: 'PUT /api/retailers/:id',
    name: 'moving its retailer to another distributor',
    request: () => ({
      method: 'PUT',
      url: `/api/retailers/${f.ra.id}`,
      payload: { distributor_id: f.b.id },
    }),
    expect: { distA: 404 },
  },
  {
    route: 'POST /api/bulk/assignments',
    name: "another distributor's id in the body",
    request: async () => ({
      method: 'POST',
      url: '/api/bulk/assignments',
      payload: {
        assignments: [
          { machine_id: await freeMachine(), distributor_id: f.b.id, valid_from: '2026-01-01' },
        ],
      },
    }),
    expect: { distA: 404 },
  },
  {
    route: 'PUT /api/bulk/machines/status',
    name: "another distributor's machines in the body",
    request: () => ({
      method: 'PUT',
      url: '/api/bulk/machines/status',
      payload: { machineIds: [f.heldByB], status: 'ASSIGNED' },
    }),
    expect: { distA: 404 },
  },
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
  {
    route: 'GET /api/machines/:id/swaps',
    request: () => ({ method: 'GET', url: `/api/machines/${f.heldByA}/swaps` }),
    expect: SCOPED(200, 200),
  },
  // Transfers between distributors: each side reads its own, the receiver decides, admins send.
  {
    route: 'GET /api/transfers',
    request: () => ({ method: 'GET', url: '/api/transfers' }),
    expect: DISTRIBUTORS(200),
  },
  {
    route: 'GET /api/transfers/available',
    request: () => ({ method: 'GET', url: `/api/transfers/available?distributorId=${f.a.id}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/transfers/:id',
    request: async () => ({ method: 'GET', url: `/api/transfers/${await transferToA()}` }),
    expect: SCOPED(200, 403),
  },
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
  {
    route: 'POST /api/transfers/:id/accept',
    request: async () => ({ method: 'POST', url: `/api/transfers/${await transferToA()}/accept` }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/transfers/:id/refuse',
    request: async () => ({
      method: 'POST',
      url: `/api/transfers/${await transferToA()}/refuse`,
      payload: { reason: 'Not ordered' },
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/transfers/:id/cancel',
    request: async () => ({ method: 'POST', url: `/api/transfers/${await transferToA()}/cancel` }),
    expect: ADMIN_ONLY(200),
  },
  // Activation lifecycle (#16): install by admin or the holding distributor; the provider's
  // steps and file, and a provider's settings, by admin.
  {
    route: 'POST /api/machines/:id/activation',
    request: async () => ({
      method: 'POST',
      url: `/api/machines/${(await heldByA())[0]}/activation`,
      payload: { step: 'INSTALLED', date: '2026-02-01' },
    }),
    expect: SCOPED(200, 403),
  },
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
  {
    route: 'POST /api/machines/activation',
    request: async () => ({
      method: 'POST',
      url: '/api/machines/activation',
      payload: { machineIds: [(await heldByA())[0]], step: 'INSTALLED', date: '2026-02-01' },
    }),
    expect: SCOPED(200, 403),
  },
  {
    route: 'POST /api/machines/activation/import',
    request: () => ({
      method: 'POST',
      url: '/api/machines/activation/import',
      payload: { csv: `serialNumber,activatedOn\nNO-SUCH-${uniq()},2026-02-01\n`, dryRun: true },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'GET /api/service-providers/:id/settings',
    request: () => ({ method: 'GET', url: `/api/service-providers/${f.providerId}/settings` }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'PUT /api/service-providers/:id/settings',
    request: () => ({
      method: 'PUT',
      url: `/api/service-providers/${f.providerId}/settings`,
      payload: { idleDays: 30, swapMapping: 'CARRY_OVER' },
    }),
    expect: ADMIN_ONLY(200),
  },
  // --- Personal API tokens (tokens slice): each caller manages only its own. ---
  {
    route: 'GET /api/tokens',
    request: () => ({ method: 'GET', url: '/api/tokens' }),
    expect: ALL_OK(200),
  },
  {
    route: 'POST /api/tokens',
    request: () => ({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: `Matrix ${uniq()}`, scope: 'read', expiresInDays: 7 },
    }),
    expect: ALL_OK(201),
  },
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
  // #18 slice "stock": low-stock thresholds (admins only).
  {
    route: 'GET /api/service-providers/:id/stock-thresholds',
    request: () => ({
      method: 'GET',
      url: `/api/service-providers/${f.providerId}/stock-thresholds`,
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'PUT /api/service-providers/:id/stock-thresholds',
    request: () => ({
      method: 'PUT',
      url: `/api/service-providers/${f.providerId}/stock-thresholds`,
      payload: { thresholds: [{ machineType: 'POS', model: null, threshold: 3 }] },
    }),
    expect: ADMIN_ONLY(200),
  },
  // Outgoing webhooks (#18): admins only. A public IP literal: no DNS, and no worker runs here.
  {
    route: 'GET /api/webhooks',
    request: () => ({ method: 'GET', url: '/api/webhooks' }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/webhooks',
    request: () => ({ method: 'POST', url: '/api/webhooks', payload: WEBHOOK }),
    expect: ADMIN_ONLY(201),
    check: (_who, body) => expect(body).toMatch(/"secret":"whsec_/),
  },
  {
    route: 'PUT /api/webhooks/:id',
    request: async () => ({
      method: 'PUT',
      url: `/api/webhooks/${(await webhook()).id}`,
      payload: { ...WEBHOOK, active: false },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'DELETE /api/webhooks/:id',
    request: async () => ({ method: 'DELETE', url: `/api/webhooks/${(await webhook()).id}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/webhooks/:id/rotate-secret',
    request: async () => ({
      method: 'POST',
      url: `/api/webhooks/${(await webhook()).id}/rotate-secret`,
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: 'POST /api/webhooks/:id/test',
    request: async () => ({ method: 'POST', url: `/api/webhooks/${(await webhook()).id}/test` }),
    expect: ADMIN_ONLY(202),
  },
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
  {
    route: 'GET /api/notifications',
    request: () => ({ method: 'GET', url: '/api/notifications?pageSize=5' }),
    expect: ALL_OK(200),
  },
  {
    route: 'GET /api/notifications/unread-count',
    request: () => ({ method: 'GET', url: '/api/notifications/unread-count' }),
    expect: ALL_OK(200),
  },
  {
    route: 'POST /api/notifications/:id/read',
    name: "distributor A's notification",
    request: () => ({ method: 'POST', url: `/api/notifications/${f.notificationA}/read` }),
    expect: { admin: 404, distA: 200, distB: 404, retailerA: 404 },
  },
  {
    route: 'POST /api/notifications/read-all',
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    expect: ALL_OK(200),
  },
  {
    route: 'GET /api/notifications/preferences',
    request: () => ({ method: 'GET', url: '/api/notifications/preferences' }),
    expect: ALL_OK(200),
  },
  {
    route: 'PUT /api/notifications/preferences',
    request: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { preferences: [{ type: 'order.created', inApp: true, email: false }] },
    }),
    expect: ALL_OK(200),
  },
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
