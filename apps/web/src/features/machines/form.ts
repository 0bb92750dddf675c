import { zodResolver } from '@hookform/resolvers/zod';
import {
  MachineInput,
  MachineUpdate,
  type Machine,
  type MachineType,
  type PartnerType,
} from '@dd/contract';
import type { TFunction } from 'i18next';
import type { ErrorOption, FieldError, Resolver } from 'react-hook-form';
import { isApiError, type ApiErrorDetail } from '../../lib/api';
import { detailText } from '../../lib/errors';

/** The add / edit form as the inputs hold it (text, '' for empty). */
export interface MachineFormValues {
  serialNumber: string;
  model: string;
  manufacturer: string;
  type: MachineType | '';
  status: string;
  partnerType: PartnerType | '';
  partner: string;
  mid: string;
  tid: string;
  qrCode: string;
  simNumber: string;
  imei: string;
  hasStandee: boolean;
  serviceProviderId: string;
}

export type MachineField = keyof MachineFormValues;

export const EMPTY_MACHINE_FORM: MachineFormValues = {
  serialNumber: '',
  model: '',
  manufacturer: '',
  type: '',
  status: 'AVAILABLE',
  partnerType: '',
  partner: '',
  mid: '',
  tid: '',
  qrCode: '',
  simNumber: '',
  imei: '',
  hasStandee: false,
  serviceProviderId: '',
};

export function formValuesOf(machine: Machine): MachineFormValues {
  return {
    serialNumber: machine.serialNumber,
    model: machine.model,
    manufacturer: machine.manufacturer,
    type: machine.type,
    status: machine.status,
    partnerType: machine.partnerType ?? '',
    partner: machine.partner ?? '',
    mid: machine.mid ?? '',
    tid: machine.tid ?? '',
    qrCode: machine.qrCode ?? '',
    simNumber: machine.simNumber ?? '',
    imei: machine.imei ?? '',
    hasStandee: machine.hasStandee,
    serviceProviderId: machine.serviceProviderId ? String(machine.serviceProviderId) : '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body for the inputs: '' becomes "none" (null), a missing choice stays missing. */
function bodyOf(values: MachineFormValues): Record<string, unknown> {
  return {
    serialNumber: values.serialNumber.trim(),
    model: values.model.trim(),
    manufacturer: values.manufacturer.trim(),
    type: values.type || undefined,
    status: values.status || undefined,
    partnerType: values.partnerType || null,
    partner: orNull(values.partner),
    mid: orNull(values.mid),
    tid: orNull(values.tid),
    qrCode: orNull(values.qrCode),
    simNumber: orNull(values.simNumber),
    imei: orNull(values.imei),
    hasStandee: values.hasStandee,
    serviceProviderId: values.serviceProviderId ? Number(values.serviceProviderId) : undefined,
  };
}

/** Only the fields that differ from the machine (an edit sends nothing else). */
function changesOf(values: MachineFormValues, machine: Machine): Record<string, unknown> {
  const next = bodyOf(values);
  const current = bodyOf(formValuesOf(machine));
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== current[key]));
}

type Issue = {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
};

/** A zod issue in the UI language (schema-level messages, like the serial pattern, win). */
function issueText(t: TFunction, issue: Issue): string {
  const empty =
    issue.input === undefined ||
    issue.input === null ||
    issue.input === '' ||
    Number.isNaN(issue.input);
  if (empty) return t('machines.form.errors.required');
  switch (issue.code) {
    case 'too_small':
      return t('machines.form.errors.minLength', { min: Number(issue.minimum) });
    case 'too_big':
      return t('machines.form.errors.maxLength', { max: Number(issue.maximum) });
    default:
      return t('machines.form.errors.invalid');
  }
}

/** The text under a field: our rule texts, or the translated server detail set by setServerFieldErrors. */
export function fieldErrorText(
  t: TFunction,
  field: MachineField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (field === 'serialNumber' && error.type === 'invalid_format') {
    return t('machines.form.errors.serialPattern');
  }
  // The contract's SIM (ICCID) and IMEI (Luhn) checks; a server 409 (sim_taken...) keeps its text.
  if (field === 'simNumber' && error.type !== 'server') return t('machines.form.errors.simNumber');
  if (field === 'imei' && error.type !== 'server') return t('machines.form.errors.imei');
  return error.message || t('machines.form.errors.invalid');
}

/** Add form: MachineInput (the contract) over the inputs. */
export function createResolver(t: TFunction): Resolver<MachineFormValues, unknown, MachineInput> {
  const resolve = zodResolver(MachineInput, { error: (issue) => issueText(t, issue) });
  return (values, context, options) =>
    resolve(bodyOf(values) as never, context, options as never) as never;
}

/** Edit form: MachineUpdate (the contract) over the changed fields only. */
export function updateResolver(
  t: TFunction,
  machine: Machine,
): Resolver<MachineFormValues, unknown, MachineUpdate> {
  const resolve = zodResolver(MachineUpdate, { error: (issue) => issueText(t, issue) });
  return (values, context, options) =>
    resolve(changesOf(values, machine) as never, context, options as never) as never;
}

const FORM_FIELDS: readonly string[] = Object.keys(EMPTY_MACHINE_FORM);

/** The server's per-field problems (409 duplicates, 400 unknown provider), on our fields. */
function serverFieldErrors(
  t: TFunction,
  details: readonly ApiErrorDetail[] | undefined,
): { field: MachineField; message: string }[] {
  const known: Record<string, string> = {
    serial_taken: t('machines.form.errors.duplicateSerial'),
    tid_taken: t('machines.form.errors.duplicateTid'),
    qr_taken: t('machines.form.errors.duplicateQr'),
  };
  return (details ?? [])
    .filter((d) => FORM_FIELDS.includes(d.path))
    .map((d) => ({
      field: d.path as MachineField,
      message: known[d.code] ?? detailText(t, d),
    }));
}

/** Puts the server's field errors of a failed write on the form (focus on the first one); false when it has none. */
export function setServerFieldErrors(
  t: TFunction,
  error: unknown,
  setError: (field: MachineField, error: ErrorOption, options: { shouldFocus: boolean }) => void,
): boolean {
  const fields = isApiError(error) ? serverFieldErrors(t, error.details) : [];
  fields.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return fields.length > 0;
}
