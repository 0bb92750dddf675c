import { ACCOUNT_STATUSES, panGstinMismatch } from '@dd/contract';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PartyDescriptor, PartyFormValues, PartyScreen, PartyTypes } from './descriptor';
import { applyServerErrors, messageText } from './form';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { FormError, TextField } from '../../components/forms/FormField';
import { useDialogDirty } from '../../components/ui/dialog-dirty';

const SHARED_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'gst_number',
  'pan',
  'pin_code',
  'status',
] as const;

/** The text fields after the name and the business, in the order shown. */
const TEXT_FIELDS: {
  name: keyof PartyFormValues;
  maxLength: number;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  /** May stay empty (marked optional). */
  optional?: boolean;
  /** Shows the GST number's hint. */
  hint?: boolean;
  /** Spans the form's two columns. */
  wide?: boolean;
  /** Typed in capitals (GST number, PAN). */
  upper?: boolean;
}[] = [
  { name: 'email', type: 'email', maxLength: 254 },
  { name: 'phone', type: 'tel', maxLength: 20 },
  { name: 'address', wide: true, maxLength: 500 },
  { name: 'city', optional: true, maxLength: 100 },
  { name: 'state', optional: true, maxLength: 100 },
  { name: 'gst_number', optional: true, hint: true, upper: true, maxLength: 15 },
  { name: 'pan', optional: true, upper: true, maxLength: 10 },
  { name: 'pin_code', optional: true, inputMode: 'numeric', maxLength: 6 },
];

/**
 * Create and edit form of a distributor or retailer, checked with the contract's input schema
 * (the GST number's format too: 'Invalid GST number'). Server errors land on their fields (a
 * duplicate email on Email). The submit button lives in the dialog's footer (`form={formId}`).
 */
export function PartyForm<T extends PartyTypes>({
  descriptor,
  screen,
  formId,
  defaultValues,
  onSubmit,
}: {
  descriptor: PartyDescriptor<T>;
  screen: PartyScreen<T>;
  formId: string;
  defaultValues: T['values'];
  onSubmit: (body: T['body']) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { area, business, form } = descriptor;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useForm<T['values'], unknown, T['body']>({
    defaultValues: defaultValues as DefaultValues<T['values']>,
    resolver: form.resolver,
  });
  useDialogDirty(isDirty);
  // The shared fields are in every party's values; the generic type cannot show it.
  const shared = register as unknown as UseFormRegister<PartyFormValues & Record<string, string>>;

  const error = (name: string) => {
    const found = errors[name as Path<T['values']>];
    if (!found) return undefined;
    const value: unknown = getValues(name as Path<T['values']>);
    return messageText(t, area, name, found as FieldError | undefined, value);
  };
  const optional = t(`${area}.form.optional`);
  const field = (name: keyof PartyFormValues) => ({
    id: `${formId}-${name}`,
    label: t(`${area}.fields.${name}`),
    error: error(name),
  });

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    // The contract's rule: a GSTIN's characters 3-12 are the PAN (the server checks it too).
    const ids = body as { pan?: string | null; gst_number?: string | null };
    if (panGstinMismatch(ids.pan, ids.gst_number)) {
      setError('pan' as Path<T['values']>, { type: 'pan_gstin_mismatch' });
      return;
    }
    try {
      await onSubmit(body);
    } catch (failure) {
      setFormError(
        applyServerErrors(
          failure,
          [...SHARED_FIELDS, business.field, ...(form.ownFields ?? [])] as Path<T['values']>[],
          setError,
          t,
          area,
          t(`${area}.form.failed`),
        ),
      );
    }
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-4">
      <FormError message={formError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="off" maxLength={100} {...shared('name')} />
        <TextField
          id={`${formId}-${business.field}`}
          label={business.texts(t).label}
          error={error(business.field)}
          autoComplete="off"
          maxLength={200}
          {...shared(business.field)}
        />
        {TEXT_FIELDS.map(({ name, optional: mayBeEmpty, hint, wide, upper, ...input }) => (
          <TextField
            key={name}
            {...field(name)}
            optional={mayBeEmpty ? optional : undefined}
            hint={hint ? t(`${area}.form.gstHint`) : undefined}
            fieldClassName={wide ? 'sm:col-span-2' : undefined}
            className={upper ? 'uppercase placeholder:normal-case' : undefined}
            autoComplete="off"
            {...input}
            {...shared(name)}
          />
        ))}
        <ChoiceField
          {...field('status')}
          choices={ACCOUNT_STATUSES}
          choiceLabel={(status) => t(`${area}.status.${status}`)}
          {...shared('status')}
        />
        {screen.extraFields?.({ formId, register, error, defaultValues })}
      </div>
    </form>
  );
}
