import type { Retailer } from '@dd/contract';
import type { Prefill } from './draft';

const FIELDS = ['contactPerson', 'contactPhone', 'deliveryAddress'] as const;

/** The retailer's contact and address, as the delivery fields of step 3 take them. */
export function retailerPrefill(r: Retailer): Prefill {
  return {
    contactPerson: r.name,
    contactPhone: r.phone,
    deliveryAddress: [r.address, r.city, r.state].filter((s) => s && s.trim() !== '').join(', '),
  };
}

/**
 * The fields to fill from a newly chosen retailer: those still empty or still holding what the
 * previous prefill put there. What the user typed stays.
 */
export function fieldsToPrefill(current: Prefill, previous: Prefill, next: Prefill): Prefill {
  const change: Prefill = {};
  for (const field of FIELDS) {
    const value = current[field]?.trim() ?? '';
    if (value === '' || value === previous[field]) change[field] = next[field];
  }
  return change;
}
