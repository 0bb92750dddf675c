import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/forms/ChoiceField';
import { ListSearch } from '../../../lib/list/ListSearch';
import { STATUS_FILTERS, TYPE_FILTERS } from '../list';

type FilterKey = 'status' | 'type';

/** The two selects, in order: the key, its "all" option's text key and its values. */
const FILTERS = [
  { key: 'status', anyKey: 'allStatuses', choices: STATUS_FILTERS },
  { key: 'type', anyKey: 'allTypes', choices: TYPE_FILTERS },
] as const satisfies readonly { key: FilterKey; anyKey: string; choices: readonly string[] }[];

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
      {FILTERS.map(({ key, anyKey, choices }) => (
        <ChoiceField
          key={key}
          id={`${id}-${key}`}
          label={t(`providers.inventory.filters.${key}`)}
          value={filters[key]}
          onChange={(e) => onFilter(key, e.target.value)}
          anyLabel={t(`providers.inventory.filters.${anyKey}`)}
          choices={choices}
          choiceLabel={(value) =>
            key === 'status'
              ? t(`providers.machineStatus.${value as (typeof STATUS_FILTERS)[number]}`)
              : t(`providers.machineType.${value as (typeof TYPE_FILTERS)[number]}`)
          }
        />
      ))}
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
