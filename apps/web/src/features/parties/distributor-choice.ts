import type { User } from '@dd/contract';
import { useDistributorOptions } from '../../api/distributors';
import type { PartyParent } from './descriptor';

/** A distributor a retailer may belong to, as the filter and the form offer it. */
export type DistributorOption = PartyParent;

/**
 * The distributors a user may pick on the retailers screen (filter and form), from
 * GET /distributors: all of them for an admin, only itself for a distributor user, whose new
 * retailers are always its own (`locked`).
 */
export function useDistributorChoice(user: User) {
  const options = useDistributorOptions();
  const list: DistributorOption[] = options.data ?? [];
  const ownId = user.userType === 'distributor' ? user.distributorId : null;
  const locked: DistributorOption | null =
    ownId === null
      ? null
      : (list.find((d) => d.id === ownId) ?? { id: ownId, name: `#${ownId}`, company_name: '' });
  return { options: list, locked, ownId, isPending: options.isPending };
}

/** The options with `id` added (as `#id`) when it is not among them (still loading, say). */
export function withChosen(options: DistributorOption[], id: number | null): DistributorOption[] {
  return id !== null && id > 0 && !options.some((d) => d.id === id)
    ? [...options, { id, name: `#${id}`, company_name: '' }]
    : options;
}
