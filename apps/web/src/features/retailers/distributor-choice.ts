import type { User } from '@dd/contract';
import { useDistributorOptions } from '../../api/distributors';
import type { DistributorOption } from './RetailerForm';

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
