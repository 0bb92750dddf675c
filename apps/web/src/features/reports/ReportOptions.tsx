import { reportTakesDates } from '@dd/contract';
import { AlertCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { Input, Label, Select, ValueOptions } from '../../components/ui/Field';
import { TextField } from '../../components/forms/FormField';
import type { Option } from '../../api/reports';
import { filterLabel, machineTypeLabel, statusLabel } from './labels';
import { TitledCard } from './TitledCard';
import { REPORT_FILTERS, TEXT_FILTER_MAX, type FilterDef, type ReportState } from './params';
import { RupeeFilter } from './RupeeFilter';

/** The day each report's dates filter on (docs/product/screens.md): creation for the spec's four. */
const DATE_HINT_BY: Partial<Record<ReportState['type'], string>> = {
  activation: 'reports.options.dateHintBy.activation',
  idle: 'reports.options.dateHintBy.idle',
  swaps: 'reports.options.dateHintBy.swaps',
  rma: 'reports.options.dateHintBy.rma',
  transfers: 'reports.options.dateHintBy.transfers',
  'invoice-register': 'reports.options.dateHintBy.invoice-register',
  'credit-note-register': 'reports.options.dateHintBy.credit-note-register',
  'refund-voucher-register': 'reports.options.dateHintBy.refund-voucher-register',
  'payment-register': 'reports.options.dateHintBy.payment-register',
  'tds-register': 'reports.options.dateHintBy.tds-register',
};

/** A filter over a fixed list of values (the contract's). */
type ChoiceDef = Extract<FilterDef, { options: readonly string[] }>;

/** The first option's text: every value. */
function allChoicesKey(def: ChoiceDef) {
  if (def.kind === 'machineType') return 'reports.filters.allTypes';
  if (def.kind === 'manufacturer') return 'reports.filters.allManufacturers';
  return def.key === 'activationState'
    ? 'reports.filters.allActivationStates'
    : 'reports.filters.allStatus';
}

export interface OptionList {
  options: Option[] | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * From Date / To Date (optional; To may not be before From) and the report type's filters
 * (docs/product/api.md). `showDistributor` is false for a distributor user: the server gives it
 * only its own rows, so there is nothing to choose. The receivables ageing has no dates: it says
 * it is as of today instead.
 */
export function ReportOptions({
  state,
  dateError,
  showDistributor,
  distributors,
  retailers,
  providers,
  onDate,
  onFilter,
}: {
  state: ReportState;
  dateError: boolean;
  showDistributor: boolean;
  distributors: OptionList;
  retailers: OptionList;
  /** For the provider filter of the devices-at-the-merchant reports. */
  providers: OptionList;
  onDate: (which: 'dateFrom' | 'dateTo', value: string) => void;
  onFilter: (key: FilterDef['key'], value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-date-error`;
  const hintId = `${id}-date-hint`;

  const filters = REPORT_FILTERS[state.type].filter(
    (def) => def.kind !== 'distributor' || showDistributor,
  );

  const optionSelect = (def: FilterDef, list: OptionList, allLabel: string) => {
    const fieldId = `${id}-${def.key}`;
    const value = state.filters[def.key] ?? 'all';
    // A chosen id the list does not hold (yet): keep it selectable so the select shows it.
    const known = list.options?.some((o) => String(o.id) === value) ?? false;
    return (
      <Select
        id={fieldId}
        value={value}
        onChange={(event) => onFilter(def.key, event.target.value)}
        aria-busy={list.loading || undefined}
      >
        <option value="all">{allLabel}</option>
        {list.loading && !list.options && (
          <option value="" disabled>
            {t('reports.filters.loadingOptions')}
          </option>
        )}
        {list.failed && !list.options && (
          <option value="" disabled>
            {t('reports.filters.optionsFailed')}
          </option>
        )}
        {value !== 'all' && !known && <option value={value}>#{value}</option>}
        {list.options?.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </Select>
    );
  };

  const choiceText = (kind: ChoiceDef['kind'], value: string) =>
    kind === 'status'
      ? statusLabel(t, value)
      : kind === 'machineType'
        ? machineTypeLabel(t, value)
        : value;

  const control = (def: Exclude<FilterDef, { kind: 'rupees' }>) => {
    const fieldId = `${id}-${def.key}`;
    switch (def.kind) {
      case 'status':
      case 'machineType':
      case 'manufacturer':
        return (
          <Select
            id={fieldId}
            value={state.filters[def.key] ?? 'all'}
            onChange={(event) => onFilter(def.key, event.target.value)}
          >
            <ValueOptions
              none={t(allChoicesKey(def))}
              noneValue="all"
              values={def.options}
              label={(value) => choiceText(def.kind, value)}
            />
          </Select>
        );
      case 'distributor':
        return optionSelect(def, distributors, t('reports.filters.allDistributors'));
      case 'retailer':
        return optionSelect(def, retailers, t('reports.filters.allRetailers'));
      case 'provider':
        return optionSelect(def, providers, t('reports.filters.allProviders'));
      case 'text':
        return (
          <Input
            id={fieldId}
            type="text"
            value={state.filters[def.key] ?? ''}
            maxLength={TEXT_FILTER_MAX}
            placeholder={t(
              def.key === 'city'
                ? 'reports.filters.cityPlaceholder'
                : 'reports.filters.statePlaceholder',
            )}
            onChange={(event) => onFilter(def.key, event.target.value)}
          />
        );
    }
  };

  const dates = reportTakesDates(state.type);

  return (
    <TitledCard title={t('reports.options.heading')} titleClassName="mb-1 text-base font-semibold">
      <p id={hintId} className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        {dates
          ? t((DATE_HINT_BY[state.type] ?? 'reports.options.dateHint') as never)
          : t('reports.options.asOfToday')}
      </p>

      {dates && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-dateFrom`}
            label={t('reports.dates.from')}
            type="date"
            value={state.dateFrom}
            max={state.dateTo || undefined}
            aria-describedby={hintId}
            onChange={(event) => onDate('dateFrom', event.target.value)}
          />
          <div>
            <Label htmlFor={`${id}-dateTo`}>{t('reports.dates.to')}</Label>
            <Input
              id={`${id}-dateTo`}
              type="date"
              value={state.dateTo}
              min={state.dateFrom || undefined}
              aria-invalid={dateError || undefined}
              aria-describedby={dateError ? `${errorId} ${hintId}` : hintId}
              className={
                dateError
                  ? 'border-red-500 focus:border-red-500 focus:outline-red-500/40 dark:border-red-400'
                  : undefined
              }
              onChange={(event) => onDate('dateTo', event.target.value)}
            />
            {dateError && (
              <p
                id={errorId}
                role="alert"
                className="mt-1.5 flex items-center gap-1.5 text-sm text-red-700 dark:text-red-300"
              >
                <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
                {t('reports.dates.toBeforeFrom')}
              </p>
            )}
          </div>
        </div>
      )}

      <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', dates && 'mt-4')}>
        {filters.map((def) =>
          def.kind === 'rupees' ? (
            <div key={def.key} className="min-w-0">
              <RupeeFilter
                id={`${id}-${def.key}`}
                label={filterLabel(t, def.key)}
                paise={state.filters[def.key]}
                onChange={(paise) => onFilter(def.key, paise)}
              />
            </div>
          ) : (
            <div key={def.key} className="min-w-0">
              <Label htmlFor={`${id}-${def.key}`}>{filterLabel(t, def.key)}</Label>
              {control(def)}
            </div>
          ),
        )}
      </div>
    </TitledCard>
  );
}
