import type { SwapCheckResponse, SwapMapping } from '@dd/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';

const IDENTIFIERS = ['tid', 'mid', 'qrCode'] as const;

/** The TID, MID and QR code a mapping holds, each named with its value ("TID 1234"). */
export function identifierTexts(t: TFunction, mapping: SwapMapping | null): string[] {
  if (!mapping) return [];
  return IDENTIFIERS.filter((f) => mapping[f] !== null).map((f) =>
    t(`machines.swap.identifiers.${f}`, { value: mapping[f] }),
  );
}

/** The warning that the replacement's own TID/MID/QR will be replaced, or nothing. */
export function OverwriteWarning({
  check,
  faulty,
}: {
  check: SwapCheckResponse | undefined;
  faulty: string;
}) {
  const { t } = useTranslation();
  const values = identifierTexts(t, check?.overwrites ?? null);
  if (!check || values.length === 0) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
      data-testid="swap-overwrites"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('machines.swap.overwrites', {
        serial: check.replacement.serialNumber,
        values: values.join(', '),
        faulty,
      })}
    </p>
  );
}

/**
 * What the server's check says of the picked replacement as soon as it is picked: checking,
 * what is wrong (by its error code), or that it can replace the faulty device.
 */
export function SwapCheckNote({
  serial,
  faulty,
  check,
}: {
  serial: string;
  faulty: string;
  check: UseQueryResult<SwapCheckResponse>;
}) {
  const { t } = useTranslation();
  if (check.isPending)
    return (
      <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
        {t('machines.swap.checking', { serial })}
      </p>
    );
  if (check.isError)
    return (
      <p
        role="alert"
        className="flex items-start gap-2 text-sm font-medium text-red-700 dark:text-red-300"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {errorText(check.error, t, t('machines.swap.failed'))}
      </p>
    );
  return (
    <div className="space-y-2">
      <p
        role="status"
        className="flex items-start gap-2 text-sm text-emerald-800 dark:text-emerald-300"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('machines.swap.ready', { serial: check.data.replacement.serialNumber })}
      </p>
      <OverwriteWarning check={check.data} faulty={faulty} />
    </div>
  );
}
