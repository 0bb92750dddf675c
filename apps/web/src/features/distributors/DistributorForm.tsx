import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_STATUSES,
  DistributorInput,
  type AccountStatus,
  type Distributor,
} from '@dd/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, blankToNull, bodyResolver, messageText } from './party/form';
import { FormError, SelectField, TextField } from './party/FormField';

export interface DistributorFormValues {
  name: string;
  email: string;
  phone: string;
  company_name: string;
  address: string;
  city: string;
  state: string;
  gst_number: string;
  status: AccountStatus;
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'company_name',
  'address',
  'city',
  'state',
  'gst_number',
  'status',
] as const;
type Field = (typeof FIELDS)[number];

export const EMPTY_DISTRIBUTOR: DistributorFormValues = {
  name: '',
  email: '',
  phone: '',
  company_name: '',
  address: '',
  city: '',
  state: '',
  gst_number: '',
  status: 'ACTIVE',
};

export function distributorFormValues(d: Distributor): DistributorFormValues {
  return {
    name: d.name,
    email: d.email,
    phone: d.phone,
    company_name: d.company_name,
    address: d.address,
    city: d.city ?? '',
    state: d.state ?? '',
    gst_number: d.gst_number ?? '',
    status: d.status,
  };
}

/** The body the form sends: empty optional fields are cleared (null). */
function toBody(values: DistributorFormValues) {
  return {
    ...values,
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    gst_number: blankToNull(values.gst_number),
  };
}

const resolver = bodyResolver(zodResolver(DistributorInput), toBody);

/**
 * Create and edit form of a distributor, checked with the contract's DistributorInput (the
 * GST number's format too: 'Invalid GST number'). Server errors land on their fields (a
 * duplicate email on Email). The submit button lives in the dialog's footer (`form={formId}`).
 */
export function DistributorForm({
  formId,
  defaultValues,
  onSubmit,
}: {
  formId: string;
  defaultValues: DistributorFormValues;
  onSubmit: (body: DistributorInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DistributorFormValues, unknown, DistributorInput>({ defaultValues, resolver });

  const error = (field: Field) =>
    errors[field] ? messageText(t, 'distributors', field, errors[field]) : undefined;
  const optional = t('distributors.form.optional');
  const field = (name: Field) => ({
    id: `${formId}-${name}`,
    label: t(`distributors.fields.${name}`),
    error: error(name),
  });

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (failure) {
      setFormError(
        applyServerErrors(
          failure,
          FIELDS,
          setError,
          t,
          'distributors',
          t('distributors.form.failed'),
        ),
      );
    }
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-4">
      <FormError message={formError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="off" maxLength={100} {...register('name')} />
        <TextField
          {...field('company_name')}
          autoComplete="off"
          maxLength={200}
          {...register('company_name')}
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
          hint={t('distributors.form.gstHint')}
          autoComplete="off"
          maxLength={15}
          className="uppercase placeholder:normal-case"
          {...register('gst_number')}
        />
        <SelectField {...field('status')} {...register('status')}>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`distributors.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </form>
  );
}
