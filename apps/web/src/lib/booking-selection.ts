import type { Machine, ServiceProvider } from '@dd/contract';
import { newIdempotencyKey } from './idempotency';

/** What the booking wizard needs of a selected machine (kept small for sessionStorage). */
export type BookingMachine = Pick<
  Machine,
  'id' | 'serialNumber' | 'model' | 'manufacturer' | 'type' | 'status'
>;

type BookingProvider = Pick<ServiceProvider, 'id' | 'name' | 'company_name'>;

/**
 * The machines chosen on /inventory/{providerId}, carried to /order/{providerId} in the router
 * state and in sessionStorage (so a reload of either page keeps them).
 */
export interface BookingSelection {
  providerId: number;
  provider: BookingProvider | null;
  machines: BookingMachine[];
}

const KEY = 'booking.selection';
const ATTEMPT_KEY = 'booking.attempt';
/** The wizard's answers so far (features/orders/booking/draft.ts): they go with the selection. */
export const DRAFT_KEY = 'booking.draft';

/** The tab's sessionStorage, or null when the browser blocks it. */
export function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage blocked: the selection then lives in the router state only
  }
}

export function toBookingMachine(m: BookingMachine): BookingMachine {
  return {
    id: m.id,
    serialNumber: m.serialNumber,
    model: m.model,
    manufacturer: m.manufacturer,
    type: m.type,
    status: m.status,
  };
}

function isMachine(value: unknown): value is BookingMachine {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === 'number' && typeof m.serialNumber === 'string';
}

/** Accepts only a well-formed selection (router state and storage are untrusted input). */
export function parseSelection(value: unknown, providerId: number): BookingSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  if (s.providerId !== providerId || !Array.isArray(s.machines)) return null;
  const machines = s.machines.filter(isMachine).map(toBookingMachine);
  const p = s.provider as Record<string, unknown> | null | undefined;
  const provider =
    p && typeof p === 'object' && p.id === providerId && typeof p.name === 'string'
      ? {
          id: providerId,
          name: p.name,
          company_name: typeof p.company_name === 'string' ? p.company_name : '',
        }
      : null;
  return { providerId, provider, machines };
}

export function loadSelection(providerId: number): BookingSelection | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    return parseSelection(JSON.parse(raw) as unknown, providerId);
  } catch {
    return null;
  }
}

export function saveSelection(selection: BookingSelection): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(selection));
  } catch {
    // Quota exceeded or blocked: the router state still carries the selection.
  }
}

export function clearSelection(): void {
  storage()?.removeItem(KEY);
  storage()?.removeItem(ATTEMPT_KEY);
  storage()?.removeItem(DRAFT_KEY);
}

/**
 * The Idempotency-Key of one wizard session: one history entry (`locationKey`) of
 * /order/{providerId}. A reload or a retry reuses it, so a booking is never made twice; a new
 * visit through 'Proceed to Booking' gets a new one.
 */
export function attemptKey(locationKey: string): string {
  const s = storage();
  try {
    const stored = JSON.parse(s?.getItem(ATTEMPT_KEY) ?? 'null') as {
      locationKey?: unknown;
      key?: unknown;
    } | null;
    if (stored && stored.locationKey === locationKey && typeof stored.key === 'string') {
      return stored.key;
    }
  } catch {
    // A broken entry: start afresh.
  }
  const key = newIdempotencyKey();
  s?.setItem(ATTEMPT_KEY, JSON.stringify({ locationKey, key }));
  return key;
}
