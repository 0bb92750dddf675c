import { ACCOUNT_STATUSES } from '@dd/contract';

/**
 * The distributors and retailers screens are one implementation (this folder). Each screen's
 * texts live in its own catalogue under the same key structure, so a shared piece reads
 * `${area}.status.ACTIVE` and so on.
 */
export type PartyArea = 'distributors' | 'retailers';

/** The prefix of a screen's form ids: `distributor-create`, `retailer-edit`... */
export function formPrefix(area: PartyArea): string {
  return area === 'distributors' ? 'distributor' : 'retailer';
}

/** One page of the list screens (the API's default is 50; 20 rows keep a screen readable). */
export const PAGE_SIZE = 20;

/** 'ACTIVE' / 'INACTIVE' from the URL, anything else is 'all'. */
export function statusParam(value: string | null): string {
  return value && (ACCOUNT_STATUSES as readonly string[]).includes(value) ? value : 'all';
}
