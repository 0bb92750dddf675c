import { useTranslation } from 'react-i18next';
import { useDistributorOptions } from '../../api/distributors';
import { FilterSelect } from '../../lib/list/FilterSelect';

/** An admin's distributor select for a billing list ("All distributors", or `noneLabel`). */
export function DistributorFilter({
  value,
  onChange,
  noneLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  noneLabel?: string;
}) {
  const { t } = useTranslation();
  const distributors = useDistributorOptions();
  const rows = distributors.data ?? [];
  return (
    <FilterSelect
      label={t('billing.invoices.distributor')}
      allLabel={noneLabel ?? t('billing.invoices.allDistributors')}
      value={value}
      options={rows.map((d) => String(d.id))}
      optionLabel={(id) => rows.find((d) => String(d.id) === id)?.name ?? id}
      onChange={onChange}
      className="sm:max-w-[16rem]"
    />
  );
}
