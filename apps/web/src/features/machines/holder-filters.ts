import type { UserType } from '@dd/contract';
import { useDistributorOptions } from '../../api/distributors';
import { useRetailerOptions } from '../../api/retailers';

type FilterOption = { value: string; label: string };

/**
 * The Machines screen's holder filters, in the caller's scope: an admin picks a distributor, then
 * one of its retailers; a distributor picks one of its own retailers; a retailer sees neither
 * (`null`: not shown). The retailer filter waits for a distributor (`retailersWait`) rather than
 * offering a partial list of every retailer.
 */
export function useHolderFilterOptions(userType: UserType, distributorId: string) {
  const admin = userType === 'admin';
  const distributors = useDistributorOptions({ enabled: admin });
  const retailers = useRetailerOptions(
    admin ? (distributorId ? Number(distributorId) : null) : undefined,
    { enabled: admin || userType === 'distributor' },
  );
  const distributorOptions: FilterOption[] | null = admin
    ? (distributors.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))
    : null;
  const retailerOptions: FilterOption[] | null =
    userType === 'retailer'
      ? null
      : (retailers.data ?? []).map((r) => ({
          value: String(r.id),
          label: retailerLabel(r.shop_name, r.name),
        }));
  return {
    distributors: distributorOptions,
    retailers: retailerOptions,
    retailersWait: admin && !distributorId,
  };
}

/** A retailer as the list names it: the shop, then the person. */
export function retailerLabel(shop: string | null, person: string | null): string {
  if (!shop || shop === person) return person ?? '';
  return person ? `${shop} (${person})` : shop;
}
