import { DRAFT_KEY, storage } from '../../../lib/booking-selection';
import type { Step } from './Stepper';
import type { DetailsInput } from './schema';

/** The retailer's contact and address as the wizard filled them in (not the user's own typing). */
export type Prefill = Pick<DetailsInput, 'contactPerson' | 'contactPhone' | 'deliveryAddress'>;

/**
 * The answers of one wizard session (one history entry of /order/{providerId}), kept in
 * sessionStorage: the browser's Back and Forward, a phone's back gesture or a reload mount the
 * wizard afresh, and without this the delivery details typed so far were lost.
 */
export type BookingDraft = {
  step: Step;
  distributorId: number | null;
  retailerId: number | null;
  details: Partial<DetailsInput>;
  prefill: Prefill;
};

const EMPTY_DRAFT: BookingDraft = {
  step: 1,
  distributorId: null,
  retailerId: null,
  details: {},
  prefill: {},
};

type Stored = { locationKey: string; providerId: number; draft: BookingDraft };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const idOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** The session's draft, or an empty one (storage is untrusted input: only known shapes pass). */
export function loadDraft(locationKey: string, providerId: number): BookingDraft {
  try {
    const stored = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null') as unknown;
    if (!isObject(stored) || stored.locationKey !== locationKey) return EMPTY_DRAFT;
    if (stored.providerId !== providerId || !isObject(stored.draft)) return EMPTY_DRAFT;
    const d = stored.draft;
    const step = [1, 2, 3, 4].includes(d.step as number) ? (d.step as Step) : 1;
    return {
      step,
      distributorId: idOrNull(d.distributorId),
      retailerId: idOrNull(d.retailerId),
      details: isObject(d.details) ? (d.details as Partial<DetailsInput>) : {},
      prefill: isObject(d.prefill) ? (d.prefill as Prefill) : {},
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(locationKey: string, providerId: number, draft: BookingDraft): void {
  const stored: Stored = { locationKey, providerId, draft };
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Quota exceeded or blocked: the wizard still works, it only forgets on a reload.
  }
}
