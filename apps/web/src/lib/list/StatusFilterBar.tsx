import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from './FilterSelect';
import { ListSearch } from './ListSearch';

/**
 * The filters of a list whose rows have a status (transfers, RMA batches, receipts): the search
 * box (its label for screen readers), the status select and any further filters (`children`).
 * The texts are the screen's `<area>.list.*` ones.
 */
export function StatusFilterBar<S extends string>({
  area,
  list,
  statuses,
  statusLabel,
  selectClassName,
  children,
}: {
  area: 'transfers' | 'rma' | 'receipts';
  list: {
    searchText: string;
    setSearchText: (text: string) => void;
    filters: { status: string };
    setFilter: (key: 'status', value: string) => void;
  };
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  selectClassName?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <ListSearch
        id={`${area}-search`}
        label={t(`${area}.list.search`)}
        hideLabel
        text={list.searchText}
        onText={list.setSearchText}
        placeholder={t(`${area}.list.search`)}
        className="sm:w-80"
      />
      <FilterSelect
        label={t(`${area}.list.status`)}
        allLabel={t(`${area}.list.allStatuses`)}
        value={list.filters.status}
        options={statuses}
        optionLabel={statusLabel}
        onChange={(value) => list.setFilter('status', value)}
        className={selectClassName}
      />
      {children}
    </div>
  );
}
