import { MACHINE_TYPES, type ErrorParams } from '@dd/contract';
import type { TFunction } from 'i18next';
import { isApiError, type ApiErrorDetail } from './api';

const STATUS_PARAMS = new Set(['status', 'from', 'to']);

/** An order, assignment or invoice status in the UI language (an order's name comes first). */
function statusLabel(t: TFunction, status: string): string {
  for (const key of [
    `orders.status.${status}`,
    `assignments.status.${status}`,
    `billing.status.${status}`,
  ]) {
    const label = t(key as never) as unknown as string;
    if (label !== key) return label;
  }
  return status;
}

/** A wait in words, "45 seconds" or "15 minutes" (the params.seconds of a 429). */
function waitText(t: TFunction, seconds: number): string {
  return seconds < 120
    ? t('errors.wait.seconds', { count: seconds })
    : t('errors.wait.minutes', { count: Math.ceil(seconds / 60) });
}

const isMachineType = (value: unknown): value is (typeof MACHINE_TYPES)[number] =>
  (MACHINE_TYPES as readonly unknown[]).includes(value);

/**
 * Params as catalogue values: lists (machine serials) read "SN1, SN2", statuses and device types
 * translated (a code is never shown as a word).
 */
function interpolation(
  t: TFunction,
  params: ErrorParams | undefined,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) out[key] = value.join(', ');
    else if (STATUS_PARAMS.has(key)) out[key] = statusLabel(t, String(value));
    else if (isMachineType(value)) out[key] = t(`machines.type.${value}`);
    else out[key] = value;
    if (key === 'seconds' && typeof value === 'number') out.wait = waitText(t, value);
    // "1 try left" / "3 tries left": the count's plural form (handover_code_invalid).
    if (key === 'triesLeft' && typeof value === 'number')
      out.tries = t('orders.handover.triesLeft', { count: value });
  }
  return out;
}

/** The catalogue text of an error code (`errors.codes.<code>`), or null for an unknown code. */
export function codeText(
  t: TFunction,
  code: string | undefined,
  params?: ErrorParams,
): string | null {
  if (!code) return null;
  const key = `errors.codes.${code}`;
  const text = t(key as never, interpolation(t, params) as never) as unknown as string;
  return text === key ? null : text;
}

/**
 * The text to show for a failed call, in the UI language: its code's catalogue text, a clear
 * "cannot reach the server" when it could not be reached, else `fallback` (the screen's own
 * text). The server's `error` sentence is never shown: it is English and may be reworded.
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'unavailable') return t('errors.serverUnavailable');
    return codeText(t, error.code, error.params) ?? fallback;
  }
  return fallback;
}

/** A field detail's text: its code's catalogue text (a field issue or an error code). */
export function detailText(t: TFunction, detail: ApiErrorDetail): string {
  const key = `errors.fields.${detail.code}`;
  const field = t(key as never) as unknown as string;
  if (field !== key) return field;
  return codeText(t, detail.code) ?? t('errors.fields.invalid_value');
}

/** The serial numbers an error names (machines_unavailable and the like), else []. */
function errorSerials(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const serials = error.params?.serials;
  return Array.isArray(serials) ? serials.map(String) : [];
}

/**
 * The serial numbers of the chosen machines that a booking or assignment refusal says are gone:
 * those a machines_unavailable names, or the chosen ones whose ids a machines_not_found lists (a
 * machine someone else now holds is out of a distributor's sight, so the server answers it as
 * missing, by id only). [] for any other error.
 */
export function goneMachineSerials(
  error: unknown,
  chosen: readonly { id: number; serialNumber: string }[],
): string[] {
  if (!isApiError(error)) return [];
  if (error.code === 'machines_unavailable') return errorSerials(error);
  if (error.code !== 'machines_not_found') return [];
  const ids = error.params?.ids;
  const gone = new Set(Array.isArray(ids) ? ids.map(Number) : []);
  return chosen.filter((m) => gone.has(m.id)).map((m) => m.serialNumber);
}
