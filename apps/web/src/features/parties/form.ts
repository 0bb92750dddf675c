import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api';
import { detailText, errorText } from '../../lib/errors';
import type { PartyArea } from './area';

/** '' (or only spaces) becomes null: optional columns are cleared, not stored as ''. */
export function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

/**
 * Runs a contract schema's resolver (zodResolver) on the body the form will send, built from
 * the form's string values by `toBody`; errors come back under the same field names.
 */
export function bodyResolver<V extends FieldValues, B extends FieldValues, O>(
  resolver: Resolver<B, unknown, O>,
  toBody: (values: V) => B,
): Resolver<V, unknown, O> {
  return (values, context, options) =>
    resolver(
      toBody(values),
      context,
      options as unknown as Parameters<Resolver<B, unknown, O>>[2],
    ) as unknown as ReturnType<Resolver<V, unknown, O>>;
}

/** The catalogue key of each field's rule (the contract's checks), by field name. */
const FIELD_RULES: Record<string, string> = {
  name: 'nameRequired',
  email: 'invalidEmail',
  phone: 'invalidPhone',
  address: 'addressRequired',
  company_name: 'companyRequired',
  shop_name: 'shopRequired',
  gst_number: 'invalidGst',
  pan: 'invalidPan',
  pin_code: 'invalidPinCode',
  password: 'passwordTooShort',
};

/** Fields the contract requires whose rule is a format: left empty, they say "required". */
const REQUIRED_RULES: Record<string, string> = {
  email: 'emailRequired',
  phone: 'phoneRequired',
};

/**
 * A field error in the UI language, decided by the field, the issue kind and whether the field
 * is empty (never by the message's words); server errors arrive translated already
 * (applyServerErrors).
 */
export function messageText(
  t: TFunction,
  area: PartyArea,
  field: string,
  error: FieldError | undefined,
  value?: unknown,
): string {
  if (field === 'distributor_id') return t(`${area}.validation.distributorRequired`);
  if (error?.type === 'server' && error.message) return error.message;
  const blank = value === undefined || value === null || String(value).trim() === '';
  const required = REQUIRED_RULES[field];
  if (blank && required) return t(`${area}.validation.${required}` as never);
  if (error?.type === 'too_big') return t(`${area}.validation.tooLong`);
  if (error?.type === 'pan_gstin_mismatch') return t(`${area}.validation.panGstinMismatch`);
  const rule = FIELD_RULES[field];
  return t(`${area}.validation.${rule ?? 'invalid'}` as never);
}

/**
 * Puts a failed save's errors where they belong: per-field details (400) and a duplicate
 * email (409) on their fields. Answers the text for the form's own error line when the
 * failure belongs to no field (null when every error went to a field).
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
  t: TFunction,
  area: PartyArea,
  fallback: string,
): string | null {
  if (isApiError(error) && error.kind === 'http') {
    const known = new Set<string>(fields);
    let placed = false;
    for (const detail of error.details ?? []) {
      const field = detail.path.split('.')[0] ?? '';
      if (!known.has(field)) continue;
      setError(field as Path<V>, { type: 'server', message: detailText(t, detail) });
      placed = true;
    }
    if (!placed && error.code === 'email_taken' && known.has('email')) {
      // The account form (it has a password) and the party forms name the clash differently.
      const taken = known.has('password')
        ? 'duplicateAccount'
        : area === 'distributors'
          ? 'duplicateDistributorEmail'
          : 'duplicateRetailerEmail';
      setError('email' as Path<V>, { type: 'server', message: t(`${area}.validation.${taken}`) });
      placed = true;
    }
    if (placed) return null;
  }
  return errorText(error, t, fallback);
}
