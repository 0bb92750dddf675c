import { useTranslation } from 'react-i18next';
import { Label, Select } from '../../components/ui/Field';
import type { ExtraFieldsProps, PartyFormValues } from './descriptor';
import { withChosen, type DistributorOption } from './distributor-choice';
import { SelectField, TextField } from '../../components/forms/FormField';

export interface RetailerFormValues extends PartyFormValues {
  shop_name: string;
  distributor_id: string;
}

/**
 * A retailer's distributor in its form: an admin picks it; a distributor user's retailers are
 * always its own, so the field is shown read-only (`locked`).
 */
export function DistributorField({
  formId,
  register,
  error,
  defaultValues,
  distributors,
  locked,
}: ExtraFieldsProps<RetailerFormValues> & {
  distributors: DistributorOption[];
  locked: DistributorOption | null;
}) {
  const { t } = useTranslation();
  const id = `${formId}-distributor_id`;
  const label = t('retailers.fields.distributor_id');
  if (locked) {
    return (
      <TextField
        id={id}
        label={label}
        fieldClassName="sm:col-span-2"
        value={locked.name}
        readOnly
        hint={t('retailers.form.ownDistributor')}
      />
    );
  }
  // An edited retailer's distributor may be missing from the options (e.g. still loading).
  const options = withChosen(distributors, Number(defaultValues.distributor_id));
  return (
    <SelectField
      id={id}
      label={label}
      error={error('distributor_id')}
      fieldClassName="sm:col-span-2"
      {...register('distributor_id')}
    >
      <option value="">{t('retailers.form.chooseDistributor')}</option>
      {options.map((d) => (
        <option key={d.id} value={String(d.id)}>
          {d.company_name && d.company_name !== d.name ? `${d.name} (${d.company_name})` : d.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The retailers list's distributor filter (`?distributorId=`). */
export function DistributorFilter({
  value,
  options,
  onChange,
}: {
  value: number | null;
  options: DistributorOption[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lg:w-60">
      <Label htmlFor="retailers-distributor" className="sr-only">
        {t('retailers.filters.distributor')}
      </Label>
      <Select
        id="retailers-distributor"
        value={value === null ? 'all' : String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="all">{t('retailers.filters.allDistributors')}</option>
        {/* A distributor id from the URL that is not (yet) among the options still shows. */}
        {withChosen(options, value).map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
