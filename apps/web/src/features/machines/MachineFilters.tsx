import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CameraButton } from '../../components/scan/CameraButton';
import { Button } from '../../components/ui/Button';
import { Label, Select } from '../../components/ui/Field';
import { useUser } from '../../api/session';
import { ListSearch } from '../../lib/list/ListSearch';
import { useHolderFilterOptions } from './holder-filters';
import {
  ACTIVATION_FILTERS,
  ACTIVITY_FILTERS,
  FLAG_FILTERS,
  MANUFACTURER_FILTERS,
  PARTNER_TYPE_FILTERS,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type FilterKey,
} from './query';

/** Search box and the filters of the Machines screen (the holder ones in the caller's scope). */
export function MachineFilters({
  filters,
  searchText,
  onSearchText,
  onFilter,
  onClear,
  canClear,
}: {
  filters: Record<FilterKey, string>;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (key: FilterKey, value: string) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const holders = useHolderFilterOptions(user.userType, filters.distributorId);
  const select = (
    key: FilterKey,
    all: string,
    options: readonly { value: string; label: string }[],
    disabled = false,
    className?: string,
  ) => (
    <div className={className}>
      <Label htmlFor={`machines-filter-${key}`} className="text-xs">
        {t(`machines.filters.${key}`)}
      </Label>
      <Select
        id={`machines-filter-${key}`}
        value={filters[key]}
        disabled={disabled}
        onChange={(event) => onFilter(key, event.target.value)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <ListSearch
          id="machines-search"
          className="min-w-0 flex-1"
          label={t('machines.search.label')}
          text={searchText}
          onText={onSearchText}
          placeholder={t('machines.search.placeholder')}
        />
        {/* A barcode read by the camera searches for that serial (a scanner types into the box). */}
        <CameraButton
          single
          onSerials={async (serials) => {
            const serial = serials[0] ?? '';
            onSearchText(serial);
            return [{ serial, result: 'added', text: t('machines.search.scanned', { serial }) }];
          }}
        />
      </div>
      {select(
        'status',
        t('machines.filters.allStatuses'),
        STATUS_FILTERS.map((s) => ({ value: s, label: t(`machines.status.${s}`) })),
      )}
      {select(
        'type',
        t('machines.filters.allTypes'),
        TYPE_FILTERS.map((s) => ({ value: s, label: t(`machines.type.${s}`) })),
      )}
      {select(
        'manufacturer',
        t('machines.filters.allManufacturers'),
        MANUFACTURER_FILTERS.map((m) => ({ value: m, label: m })),
      )}
      {select(
        'partnerType',
        t('machines.filters.allPartnerTypes'),
        PARTNER_TYPE_FILTERS.map((s) => ({ value: s, label: t(`machines.partnerType.${s}`) })),
      )}
      {select(
        'activationState',
        t('machines.filters.allActivationStates'),
        ACTIVATION_FILTERS.map((s) => ({ value: s, label: t(`machines.activation.states.${s}`) })),
      )}
      {select('idle', t('machines.filters.allIdle'), [
        { value: 'true', label: t('machines.filters.idleOnly') },
      ])}
      {select(
        'flag',
        t('machines.filters.allFlags'),
        FLAG_FILTERS.map((f) => ({ value: f, label: t(`machines.flags.${f}`) })),
      )}
      {select(
        'activity',
        t('machines.filters.allActivity'),
        ACTIVITY_FILTERS.map((s) => ({ value: s, label: t(`machines.activity.states.${s}`) })),
      )}
      {holders.distributors
        ? select('distributorId', t('machines.filters.allDistributors'), holders.distributors)
        : null}
      {holders.retailers
        ? select(
            'retailerId',
            holders.retailersWait
              ? t('machines.filters.chooseDistributorFirst')
              : t('machines.filters.allRetailers'),
            holders.retailers,
            holders.retailersWait,
            // Two columns on a wide screen: "Choose a distributor first" fits, and with the
            // distributor's the filters fill two rows of six.
            'lg:col-span-2',
          )
        : null}
      {canClear ? (
        <div className="sm:col-span-2 lg:col-span-6">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            {t('machines.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
