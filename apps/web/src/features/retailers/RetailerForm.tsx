import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_STATUSES, RetailerInput, type AccountStatus, type Retailer } from '@dd/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  blankToNull,
  bodyResolver,
  messageText,
} from '../distributors/party/form';
import { FormError, SelectField, TextField } from '../distributors/party/FormField';

export interface RetailerFormValues {
  name: string;
  email: string;
  phone: string;
  shop_name: string;
  address: string;
  city: string;
  state: string;
  gst_number: string;
  distributor_id: string;
  status: AccountStatus;
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'shop_name',
  'address',
  'city',
  'state',
  'gst_number',
  'distributor_id',
  'status',
] as const;
type Field = (typeof FIELDS)[number];

export interface DistributorOption {
  id: number;
  name: string;
  company_name: string;
}

export function emptyRetailer(distributorId: number | null): RetailerFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    shop_name: '',
    address: '',
    city: '',
    state: '',
    gst_number: '',
    distributor_id: distributorId === null ? '' : String(distributorId),
    status: 'ACTIVE',
  };
}

export function retailerFormValues(r: Retailer): RetailerFormValues {
  return {
    name: r.name,
    email: r.email,
    phone: r.phone,
    shop_name: r.shop_name,
    address: r.address,
    city: r.city ?? '',
    state: r.state ?? '',
    gst_number: r.gst_number ?? '',
    distributor_id: String(r.distributor_id),
    status: r.status,
  };
}

/** The body the form sends: empty optional fields are cleared (null), the distributor a number. */
function toBody(values: RetailerFormValues) {
  return {
    ...values,
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    gst_number: blankToNull(values.gst_number),
    distributor_id: values.distributor_id === '' ? Number.NaN : Number(values.distributor_id),
  };
}

const resolver = bodyResolver(zodResolver(RetailerInput), toBody);

/**
 * Create and edit form of a retailer, checked with the contract's RetailerInput. An admin picks
 * the distributor; a distributor user's retailers are always its own, so the field is shown
 * read-only (`lockedDistributor`). The submit button lives in the dialog's footer.
 */
export function RetailerForm({
  formId,
  defaultValues,
  distributors,
  lockedDistributor,
  onSubmit,
}: {
  formId: string;
  defaultValues: RetailerFormValues;
  distributors: DistributorOption[];
  lockedDistributor: DistributorOption | null;
  onSubmit: (body: RetailerInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RetailerFormValues, unknown, RetailerInput>({ defaultValues, resolver });

  const error = (field: Field) =>
    errors[field] ? messageText(t, 'retailers', field, errors[field]) : undefined;
  const optional = t('retailers.form.optional');
  const field = (name: Field) => ({
    id: `${formId}-${name}`,
    label: t(`retailers.fields.${name}`),
    error: error(name),
  });

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (failure) {
      setFormError(
        applyServerErrors(failure, FIELDS, setError, t, 'retailers', t('retailers.form.failed')),
      );
    }
  });

  // An edited retailer's distributor may be missing from the options (e.g. still loading).
  const current = Number(defaultValues.distributor_id);
  const options =
    current && !distributors.some((d) => d.id === current)
      ? [...distributors, { id: current, name: `#${current}`, company_name: '' }]
      : distributors;

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-4">
      <FormError message={formError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="off" maxLength={100} {...register('name')} />
        <TextField
          {...field('shop_name')}
          autoComplete="off"
          maxLength={200}
          {...register('shop_name')}
        />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          {...register('email')}
        />
        <TextField
          {...field('phone')}
          type="tel"
          autoComplete="off"
          maxLength={20}
          {...register('phone')}
        />
        <TextField
          {...field('address')}
          fieldClassName="sm:col-span-2"
          autoComplete="off"
          maxLength={500}
          {...register('address')}
        />
        <TextField
          {...field('city')}
          optional={optional}
          autoComplete="off"
          maxLength={100}
          {...register('city')}
        />
        <TextField
          {...field('state')}
          optional={optional}
          autoComplete="off"
          maxLength={100}
          {...register('state')}
        />
        <TextField
          {...field('gst_number')}
          optional={optional}
          hint={t('retailers.form.gstHint')}
          autoComplete="off"
          maxLength={15}
          className="uppercase placeholder:normal-case"
          {...register('gst_number')}
        />
        <SelectField {...field('status')} {...register('status')}>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`retailers.status.${status}`)}
            </option>
          ))}
        </SelectField>
        {lockedDistributor ? (
          <TextField
            id={`${formId}-distributor_id`}
            label={t('retailers.fields.distributor_id')}
            fieldClassName="sm:col-span-2"
            value={lockedDistributor.name}
            readOnly
            hint={t('retailers.form.ownDistributor')}
          />
        ) : (
          <SelectField
            {...field('distributor_id')}
            fieldClassName="sm:col-span-2"
            {...register('distributor_id')}
          >
            <option value="">{t('retailers.form.chooseDistributor')}</option>
            {options.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.company_name && d.company_name !== d.name
                  ? `${d.name} (${d.company_name})`
                  : d.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
    </form>
  );
}
