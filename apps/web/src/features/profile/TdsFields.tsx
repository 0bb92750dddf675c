import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/forms/FormField';
import { RupeeField } from '../../components/forms/RupeeField';
import type { TdsProblems } from './organisation-form';

/**
 * "TDS on commissions" (section 194H) in the Organisation form: the rate in percent and the
 * yearly threshold in rupees, explained in one line.
 */
export function TdsFields({
  id,
  rate,
  threshold,
  problems,
  onRate,
  onThreshold,
}: {
  id: string;
  rate: string;
  threshold: string;
  problems: TdsProblems;
  onRate: (text: string) => void;
  onThreshold: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 font-semibold text-slate-900 dark:text-white">
        {t('billing.tds.heading')}
      </legend>
      <p
        id={`${id}-tds-explained`}
        className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400"
      >
        {t('billing.tds.explained')}
      </p>
      <TextField
        id={`${id}-tdsRate`}
        label={t('billing.tds.rate')}
        hint={t('billing.tds.rateHint')}
        inputMode="decimal"
        autoComplete="off"
        className="tabular-nums"
        value={rate}
        error={problems.tdsRate && t(`billing.percent.${problems.tdsRate}`)}
        onChange={(e) => onRate(e.target.value)}
      />
      <RupeeField
        id={`${id}-tdsThreshold`}
        label={t('billing.tds.threshold')}
        hint={t('billing.tds.thresholdHint')}
        value={threshold}
        error={problems.tdsThreshold && t(`billing.rupees.${problems.tdsThreshold}`)}
        onChange={onThreshold}
      />
    </fieldset>
  );
}
