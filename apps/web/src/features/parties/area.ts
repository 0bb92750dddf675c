import { ACCOUNT_STATUSES, KYC_STATUSES } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

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

/** One page of the list screens unless the user picks 50 or 100. */
const PARTY_PAGE_SIZE = 25;

/** The URL state both party lists share; a descriptor adds its own filters and its sorts. */
export function partyListSpec<S extends string>(
  sorts: readonly S[],
  ownFilters: Record<string, readonly string[] | null> = {},
): ListSpec<string, S> {
  return {
    filters: { status: ACCOUNT_STATUSES, kyc: KYC_STATUSES, ...ownFilters },
    sorts,
    defaultPageSize: PARTY_PAGE_SIZE,
    // Both lists keep the order they were added in (by id); both sort by createdAt.
    defaultSort: { sort: 'createdAt' as S, order: 'asc' },
  };
}

/** A select's "All" option is `all` (as the URL said before): the list state's ''. */
const ALL = 'all';
export const fromSelect = (value: string) => (value === ALL ? '' : value);
export const toSelect = (value: string | undefined) => value || ALL;
