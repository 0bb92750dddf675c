import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { estimatedPercent } from './estimate';
import { useReportFormatters } from './format';

export interface GenerateProgress {
  received: number;
  /** About how many bytes the file will have (null: unknown, the bar is indeterminate). */
  estimate: number | null;
}

/**
 * 'Generate Report' ('Generating...' and disabled while busy), then the download's progress:
 * the bytes received and, by the preview's estimate, about how far along it is.
 */
export function GenerateControls({
  busy,
  disabled,
  disabledReason,
  progress,
  onGenerate,
  onCancel,
}: {
  busy: boolean;
  disabled: boolean;
  disabledReason?: string;
  progress: GenerateProgress | null;
  onGenerate: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useReportFormatters();
  const reasonId = useId();
  const percent = progress ? estimatedPercent(progress.received, progress.estimate) : null;
  const received = progress
    ? t('reports.generate.received', { size: fmt.bytes(progress.received) })
    : '';
  const estimate =
    progress?.estimate && percent !== null
      ? t('reports.generate.estimate', { percent, total: fmt.bytes(progress.estimate) })
      : '';

  return (
    <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Button
        size="lg"
        className="w-full"
        onClick={onGenerate}
        disabled={busy || disabled}
        aria-describedby={disabled && disabledReason ? reasonId : undefined}
      >
        {busy ? <Spinner className="size-5" /> : <Download className="size-5" aria-hidden="true" />}
        {busy ? t('reports.generate.busy') : t('reports.generate.button')}
      </Button>
      {disabled && disabledReason && !busy && (
        <p id={reasonId} className="mt-2 text-sm text-red-700 dark:text-red-300">
          {disabledReason}
        </p>
      )}

      {busy && progress && (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={t('reports.generate.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={[received, estimate].filter(Boolean).join(', ')}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            {percent === null ? (
              <div className="h-full w-1/3 animate-pulse rounded-full bg-indigo-500" />
            ) : (
              <div
                className="h-full rounded-full bg-indigo-600 transition-[width] duration-200 dark:bg-indigo-400"
                style={{ width: `${Math.max(percent, 2)}%` }}
              />
            )}
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
            <span aria-hidden="true">
              {received}
              {estimate && <span className="ml-1">· {estimate}</span>}
            </span>
            <Button variant="ghost" size="sm" onClick={onCancel}>
              {t('reports.generate.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
