/**
 * A bounded, steady mixed load for the failover test: each virtual client lists machines and
 * searches them in a loop; some also book one machine at a time with an Idempotency-Key and,
 * like a careful client, retry the booking with the same key on a network error or a 5xx.
 * Every request is counted in the phase it started in, and every failure is kept.
 */
import crypto from 'node:crypto';

type LoadPhase = 'start' | 'kill' | 'rolling';

type LoadResults = {
  requests: Record<LoadPhase, number>;
  failedGets: number;
  /** "<phase> <what>: <status or error>", one per failed request (or booking attempt). */
  failures: string[];
  /** The keys of the bookings that were answered 201. */
  booked: string[];
  /** Bookings that never got a 201: "<key>: <why>". */
  unfinishedBookings: string[];
};

export type Load = {
  phase: (next: LoadPhase) => void;
  stop: () => Promise<void>;
  results: () => LoadResults;
};

type Booking = { distributorId: number; retailerId: number; serviceProviderId: number };

const SEARCHES = ['POS', 'sound', '10', 'PAX'];
const BOOKING_EVERY_MS = 600;
const BOOKING_GIVES_UP_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function runLoad(options: {
  url: string;
  token: string;
  clients: number;
  booking: Booking;
  /** AVAILABLE machines of the booking's provider, each booked once. */
  stock: number[];
}): Load {
  const headers = { authorization: `Bearer ${options.token}` };
  const stock = [...options.stock];
  const results: LoadResults = {
    requests: { start: 0, kill: 0, rolling: 0 },
    failedGets: 0,
    failures: [],
    booked: [],
    unfinishedBookings: [],
  };
  let phase: LoadPhase = 'start';
  let running = true;

  const get = async (path: string) => {
    const at = phase;
    results.requests[at]++;
    try {
      const res = await fetch(`${options.url}${path}`, { headers });
      await res.arrayBuffer();
      if (res.status === 200) return;
      results.failures.push(`${at} GET ${path}: ${res.status}`);
    } catch (err) {
      results.failures.push(`${at} GET ${path}: ${String(err)}`);
    }
    results.failedGets++;
  };

  const book = async () => {
    const machineId = stock.shift();
    const key = crypto.randomUUID();
    if (machineId === undefined) {
      results.unfinishedBookings.push(`${key}: no AVAILABLE machine left to book`);
      return;
    }
    const body = JSON.stringify({
      ...options.booking,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [machineId],
      notes: `failover ${key}`,
    });
    const deadline = Date.now() + BOOKING_GIVES_UP_MS;
    while (Date.now() < deadline) {
      const at = phase;
      results.requests[at]++;
      try {
        const res = await fetch(`${options.url}/api/orders`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
          body,
        });
        const text = await res.text();
        if (res.status === 201) {
          results.booked.push(key);
          return;
        }
        if (res.status < 500) {
          results.unfinishedBookings.push(`${key}: ${res.status} ${text}`);
          return;
        }
        results.failures.push(`${at} POST /api/orders (${key}): ${res.status}`);
      } catch (err) {
        results.failures.push(`${at} POST /api/orders (${key}): ${String(err)}`);
      }
      await sleep(100);
    }
    results.unfinishedBookings.push(`${key}: no answer within ${BOOKING_GIVES_UP_MS} ms`);
  };

  const client = async (n: number) => {
    const books = n % 3 !== 2;
    let nextBooking = Date.now() + n * 100;
    for (let i = 0; running; i++) {
      await get(`/api/machines?page=${1 + ((i + n) % 8)}&pageSize=25`);
      await get(`/api/machines?search=${SEARCHES[(i + n) % SEARCHES.length]}&pageSize=25`);
      if (books && Date.now() >= nextBooking) {
        nextBooking = Date.now() + BOOKING_EVERY_MS;
        await book();
      }
      await sleep(20);
    }
  };
  const clients = Array.from({ length: options.clients }, (_, n) => client(n));

  return {
    phase: (next) => (phase = next),
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
    results: () => results,
  };
}
