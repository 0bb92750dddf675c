import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Select } from '../../../components/ui/Field';
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
      <div>
        <Label htmlFor={`${id}-status`}>{t('providers.inventory.filters.status')}</Label>
        <Select
          id={`${id}-status`}
          value={filters.status}
          onChange={(e) => onFilter('status', e.target.value)}
        >
          <option value="">{t('providers.inventory.filters.allStatuses')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`providers.machineStatus.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-type`}>{t('providers.inventory.filters.type')}</Label>
        <Select
          id={`${id}-type`}
          value={filters.type}
          onChange={(e) => onFilter('type', e.target.value)}
        >
          <option value="">{t('providers.inventory.filters.allTypes')}</option>
          {TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {t(`providers.machineType.${type}`)}
            </option>
          ))}
        </Select>
      </div>
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
