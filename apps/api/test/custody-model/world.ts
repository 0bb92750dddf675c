/**
 * One world of the custody model test: a provider with its devices, distributors A and B with a
 * retailer each, and a signed-in account for each distributor. Every sequence gets a new world, so
 * sequences share the database (and its invariants) but not their devices.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { createAccount, createDistributor, createRetailer, login } from '../app';
import { createMachine, createProvider } from '../factories/machines';
import type { useTestApp } from '../use-app';
import { readRows } from '../read-rows';

export type TestAppHandle = ReturnType<typeof useTestApp>;
export type Auth = { authorization: string };
export type Actor = { name: 'admin' | 'distA' | 'distB'; auth: Auth; distributorId: number | null };

export type World = {
  t: TestAppHandle;
  providerId: number;
  a: number;
  b: number;
  ra: number;
  rb: number;
  admin: Actor;
  distA: Actor;
  distB: Actor;
  /** Every call the sequence made: printed when an invariant fails. */
  log: string[];
  /** The next number of a new serial (receipts, RMA replacements). */
  serialSeq: number;
};

const DEVICES = 10;

export async function createWorld(t: TestAppHandle, admin: Auth): Promise<World> {
  const { database } = t;
  const provider = await createProvider(database);
  const a = await createDistributor(database);
  const b = await createDistributor(database);
  const ra = await createRetailer(database, a.id);
  const rb = await createRetailer(database, b.id);
  for (let i = 0; i < DEVICES; i++) {
    await createMachine(database, {
      serviceProviderId: provider.id,
      machineType: i < DEVICES - 2 ? 'POS' : 'SOUNDBOX',
    });
  }
  const signIn = async (distributorId: number) => {
    const { email } = await createAccount(database, 'distributor', { distributorId });
    return { authorization: `Bearer ${await login(t.app, email, 'distributor')}` };
  };
  return {
    t,
    providerId: provider.id,
    a: a.id,
    b: b.id,
    ra: ra.id,
    rb: rb.id,
    admin: { name: 'admin', auth: admin, distributorId: null },
    distA: { name: 'distA', auth: await signIn(a.id), distributorId: a.id },
    distB: { name: 'distB', auth: await signIn(b.id), distributorId: b.id },
    log: [],
    serialSeq: 0,
  };
}

/** How often each route answered each status (CUSTODY_STATS=1 prints it). */
export const outcomes = new Map<string, number>();

export type CallResult = { status: number; body: unknown };

/** One API call as the actor; answers its status and JSON body, and logs it. */
export async function call(
  w: World,
  actor: Actor,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<CallResult> {
  const res = await w.t.app.inject({ method, url, headers: actor.auth, payload: payload as never });
  const body: unknown = res.body ? safeJson(res.body) : null;
  const code = (body as { code?: string } | null)?.code;
  w.log.push(
    `${actor.name} ${method} ${url} ${JSON.stringify(payload ?? null)} -> ${res.statusCode}${code ? ` ${code}` : ''}`,
  );
  const route = `${method} ${url.replace(/\d+/g, ':id')} ${res.statusCode}${code ? ` ${code}` : ''}`;
  outcomes.set(route, (outcomes.get(route) ?? 0) + 1);
  if (res.statusCode >= 500)
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return { status: res.statusCode, body };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Raw SQL on the test database. */
export const query = <T>(w: World, q: SQL) => readRows<T>(w.t.database.db, q);

/** The world's devices (its provider's), in id order. */
export async function devices(w: World) {
  return query<{
    id: number;
    serial: string;
    type: string;
    status: string;
    distributor_id: number | null;
    retailer_id: number | null;
    faulty: boolean;
    activation_state: string | null;
  }>(
    w,
    sql`select id, serial_number as serial, machine_type as type, status, distributor_id,
               retailer_id, faulty, activation_state
          from machines where service_provider_id = ${w.providerId} order by id`,
  );
}

/** Picks the i-th element (modulo), or undefined from an empty list. */
export function pick<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

/** The world's distributor an actor acts for (admins: chosen by `second`). */
export function distributorOf(w: World, actor: Actor, second: boolean): number {
  return actor.distributorId ?? (second ? w.b : w.a);
}

export const retailerOf = (w: World, distributorId: number) =>
  distributorId === w.a ? w.ra : w.rb;
