import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/forms/ChoiceField';
import { ListSearch } from '../../../lib/list/ListSearch';
import { STATUS_FILTERS, TYPE_FILTERS } from '../list';

type FilterKey = 'status' | 'type';

/** The inventory's status and type filters and its search box. */
export function InventoryFilters({
  filters,
  searchText,
  onSearchText,
  onFilter,
}: {
  filters: Record<FilterKey, string>;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (key: FilterKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-4 md:grid-cols-[repeat(2,minmax(0,12rem))_minmax(0,1fr)]">
      <ChoiceField
        id={`${id}-status`}
        label={t('providers.inventory.filters.status')}
        value={filters.status}
        onChange={(e) => onFilter('status', e.target.value)}
        anyLabel={t('providers.inventory.filters.allStatuses')}
        choices={STATUS_FILTERS}
        choiceLabel={(status) => t(`providers.machineStatus.${status}`)}
      />
      <ChoiceField
        id={`${id}-type`}
        label={t('providers.inventory.filters.type')}
        value={filters.type}
        onChange={(e) => onFilter('type', e.target.value)}
        anyLabel={t('providers.inventory.filters.allTypes')}
        choices={TYPE_FILTERS}
        choiceLabel={(type) => t(`providers.machineType.${type}`)}
      />
      <ListSearch
        id={`${id}-search`}
        label={t('providers.inventory.filters.search')}
        text={searchText}
        onText={onSearchText}
        placeholder={t('providers.inventory.filters.searchPlaceholder')}
      />
    </div>
  );
}
