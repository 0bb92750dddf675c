import type { BillingRunResponse } from '@dd/contract';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunBillingMonth } from '../../api/billing';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { closedMonths } from './months';

/** Pick a closed month and run it: its drafts are made (the earlier drafts of it replaced). */
export function RunMonthCard({
  month,
  onMonth,
}: {
  month: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const run = useRunBillingMonth();
  const [result, setResult] = useState<BillingRunResponse['run'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = () => {
    setProblem(null);
    setResult(null);
    run.mutate(
      { body: { month }, key: newIdempotencyKey() },
      {
        onSuccess: (answer) => setResult(answer.run),
        onError: (e) => setProblem(errorText(e, t, t('billing.runs.failed'))),
      },
    );
  };

  return (
    <Card className="mb-6 p-4">
      <h2 className="mb-1 font-semibold text-slate-900 dark:text-white">
        {t('billing.runs.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('billing.runs.hint')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ChoiceField
          id={id}
          label={t('billing.runs.month')}
          fieldClassName="sm:w-60"
          value={month}
          onChange={(e) => {
            setResult(null);
            onMonth(e.target.value);
          }}
          choices={closedMonths()}
          choiceLabel={(m) => fmt.month(m)}
        />
        <Button onClick={start} disabled={run.isPending}>
          <Play className="size-4" aria-hidden="true" />
          <BusyLabel busy={run.isPending} busyText={t('billing.runs.running')}>
            {t('billing.runs.run')}
          </BusyLabel>
        </Button>
      </div>
      <ProblemAlert className="mt-3">{problem}</ProblemAlert>
      {result ? (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('billing.runs.result', {
            month: fmt.month(result.month),
            drafts: t('billing.runs.resultDrafts', {
              count: result.drafts,
              lines: t('billing.runs.resultLines', { count: result.lines }),
            }),
            replaced: t('billing.runs.resultReplaced', { count: result.replaced }),
            skipped: t('billing.runs.resultSkipped', { count: result.skippedIssued }),
          })}
        </p>
      ) : null}
    </Card>
  );
}
