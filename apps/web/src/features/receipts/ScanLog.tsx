import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../components/ui/Badge';
import { useFormatters } from '../../lib/format';
import { SCAN_ANSWERS, type ScanEntry } from './use-scan-log';
import { Serial } from '../../components/ui/Serial';

const TONE: Record<ScanEntry['answer'], Tone> = {
  received: 'green',
  duplicate: 'yellow',
  unexpected: 'orange',
  queued: 'blue',
  repeated: 'yellow',
  error: 'red',
};

const ONLY_WHEN_SOME = new Set<ScanEntry['answer']>(['queued', 'repeated']);

/** Every scan of this visit to the receiving screen, newest first, with the counts by answer. */
export function ScanLog({ entries }: { entries: ScanEntry[] }) {
  const { t } = useTranslation();
  const dates = useFormatters();
  const titleId = useId();
  const counts = new Map<ScanEntry['answer'], number>();
  for (const entry of entries) counts.set(entry.answer, (counts.get(entry.answer) ?? 0) + 1);

  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('receipts.log.title', { count: entries.length })}
        </h2>
        <ul aria-label={t('receipts.log.counts')} className="flex flex-wrap gap-2">
          {/* "Waiting to send" and "Repeated" only count when there are some (decisions 0155, 0163). */}
          {SCAN_ANSWERS.filter((a) => !ONLY_WHEN_SOME.has(a) || counts.has(a)).map((answer) => (
            <li key={answer}>
              <Badge tone={TONE[answer]}>
                {t('receipts.log.count', {
                  answer: t(`receipts.log.answer.${answer}`),
                  count: counts.get(answer) ?? 0,
                })}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('receipts.log.empty')}</p>
      ) : (
        <ol
          aria-label={t('receipts.log.list')}
          tabIndex={0}
          data-testid="scan-log"
          className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {entries.map((entry) => (
            <li
              key={entry.n}
              data-answer={entry.answer}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
            >
              <time
                dateTime={entry.at.toISOString()}
                className="text-xs text-slate-600 tabular-nums dark:text-slate-400"
              >
                {dates.time(entry.at)}
              </time>
              <Serial className="text-slate-900 dark:text-white">{entry.serial}</Serial>
              <Badge tone={TONE[entry.answer]}>{t(`receipts.log.answer.${entry.answer}`)}</Badge>
              {entry.reason ? (
                <span className="text-xs text-red-700 dark:text-red-300">{entry.reason}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
