import type { MachineBulkResult } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Serial } from '../../../components/ui/Serial';

const KNOWN = ['machines_held', 'machines_unavailable', 'machines_in_transit'] as const;
type Reason = (typeof KNOWN)[number] | 'other';
const reasonOf = (code: string): Reason =>
  (KNOWN as readonly string[]).includes(code) ? (code as Reason) : 'other';

/** What a bulk action did: how many were done, already so, and each refused device with why. */
export function BulkResultView({ result }: { result: MachineBulkResult }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" role="status">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-slate-900 dark:text-white">
        <li>{t('machines.bulk.resultDone', { count: result.done })}</li>
        <li>{t('machines.bulk.resultUnchanged', { count: result.unchanged })}</li>
        <li>{t('machines.bulk.resultRefused', { count: result.refused.length })}</li>
      </ul>
      {result.refused.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
            {t('machines.bulk.refusedList')}
          </h3>
          <ul className="max-h-60 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            {result.refused.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                <Serial className="text-slate-900 dark:text-white">{r.serialNumber}</Serial>
                <span className="text-slate-600 dark:text-slate-300">
                  {t(`machines.bulk.reasons.${reasonOf(r.code)}`, {
                    status: t(`machines.status.${r.status}`, { defaultValue: r.status }),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
