import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadTally } from '../../api/billing-exports';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { TextField } from '../../components/forms/FormField';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { codeText, errorText } from '../../lib/errors';
import { saveFile } from '../../lib/save-file';
import { closedMonths, monthDays } from './months';

/** The books of a date range (last month unless told) as Tally Prime's XML import. */
export function TallyCard() {
  const { t } = useTranslation();
  const id = useId();
  const [range, setRange] = useState(() => {
    const { first, last } = monthDays(closedMonths()[0]!);
    return { from: first, to: last };
  });
  const download = useDownloadTally();
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const get = () => {
    setProblem(null);
    // The server's own rule, asked first where it can be seen: both dates, From not after To.
    if (!range.from || !range.to || range.from > range.to) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    download.mutate(range, {
      onSuccess: saveFile,
      onError: (e) => setProblem(errorText(e, t, t('billing.exports.tally.failed'))),
    });
  };
  const dateField = (end: 'from' | 'to') => (
    <TextField
      id={`${id}-${end}`}
      type="date"
      label={t(`billing.exports.tally.${end}`)}
      fieldClassName="sm:w-44"
      value={range[end]}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        setInvalid(false);
        setProblem(null);
        setRange((r) => ({ ...r, [end]: e.target.value }));
      }}
    />
  );

  return (
    <Card className="p-4" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-1 font-semibold text-slate-900 dark:text-white">
        {t('billing.exports.tally.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {t('billing.exports.tally.hint')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {dateField('from')}
        {dateField('to')}
        <Button onClick={get} disabled={download.isPending}>
          <Download className="size-4" aria-hidden="true" />
          <BusyLabel busy={download.isPending} busyText={t('billing.exports.downloading')}>
            {t('billing.exports.tally.download')}
          </BusyLabel>
        </Button>
      </div>
      <ProblemAlert className="mt-3">
        {invalid ? codeText(t, 'billing_export_range_invalid') : problem}
      </ProblemAlert>
    </Card>
  );
}
