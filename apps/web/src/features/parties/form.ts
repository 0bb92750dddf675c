import type { TFunction } from 'i18next';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
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

/** The contract's (and server's) English messages, mapped to catalogue keys. */
const KNOWN_MESSAGES = {
  'Name is required': 'nameRequired',
  'Invalid email address': 'invalidEmail',
  'Invalid phone number': 'invalidPhone',
  'Address is required': 'addressRequired',
  'Company name is required': 'companyRequired',
  'Shop name is required': 'shopRequired',
  'Invalid GST number': 'invalidGst',
  'Password must be at least 8 characters long!': 'passwordTooShort',
  'A distributor with this email already exists': 'duplicateDistributorEmail',
  'A retailer with this email already exists for this distributor': 'duplicateRetailerEmail',
  'An account with this email already exists': 'duplicateAccount',
} as const;

type KnownMessage = keyof typeof KNOWN_MESSAGES;

function isKnown(message: string): message is KnownMessage {
  return Object.hasOwn(KNOWN_MESSAGES, message);
}

/** A field error in the UI language: the contract's messages are translated, others kept. */
export function messageText(
  t: TFunction,
  area: PartyArea,
  field: string,
  message: string | undefined,
): string {
  if (field === 'distributor_id') return t(`${area}.validation.distributorRequired`);
  if (!message) return t(`${area}.validation.invalid`);
  if (isKnown(message)) return t(`${area}.validation.${KNOWN_MESSAGES[message]}`);
  if (/too big|too long|<=/i.test(message)) return t(`${area}.validation.tooLong`);
  return message;
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
      setError(field as Path<V>, { type: 'server', message: detail.message });
      placed = true;
    }
    if (!placed && error.status === 409 && /email/i.test(error.message) && known.has('email')) {
      setError('email' as Path<V>, { type: 'server', message: error.message });
      placed = true;
    }
    if (placed) return null;
  }
  return errorText(error, t, fallback);
}
