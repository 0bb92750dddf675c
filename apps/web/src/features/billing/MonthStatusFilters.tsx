import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { DistributorFilter } from './DistributorFilter';

type Key = 'month' | 'distributorId' | 'status';

/**
 * The filters of a billing list of monthly documents (invoices, refund vouchers): the month, an
 * admin's distributor, and the document's status.
 */
export function MonthStatusFilters<S extends string>({
  filters,
  setFilter,
  months,
  statuses,
  statusLabel,
  admin,
}: {
  filters: Record<Key, string>;
  setFilter: (key: Key, value: string) => void;
  months: readonly string[];
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FilterSelect
        label={t('billing.invoices.month')}
        allLabel={t('billing.invoices.allMonths')}
        value={filters.month}
        options={months}
        optionLabel={(m) => fmt.month(m)}
        onChange={(value) => setFilter('month', value)}
      />
      {admin ? (
        <DistributorFilter
          value={filters.distributorId}
          onChange={(value) => setFilter('distributorId', value)}
        />
      ) : null}
      <FilterSelect
        label={t('billing.invoices.status')}
        allLabel={t('billing.invoices.allStatuses')}
        value={filters.status}
        options={statuses}
        optionLabel={statusLabel}
        onChange={(value) => setFilter('status', value)}
      />
    </div>
  );
}
