import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadGstr1 } from '../../api/billing-exports';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { closedMonths } from './months';

/** GSTR-1 of a closed month (last month first): the JSON the GST portal's offline tool reads. */
export function Gstr1Card() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const months = closedMonths();
  const [month, setMonth] = useState(months[0]!);
  const download = useDownloadGstr1();
  const [problem, setProblem] = useState<string | null>(null);

  const get = () => {
    setProblem(null);
    download.mutate(month, {
      onSuccess: saveFile,
      onError: (e) => setProblem(errorText(e, t, t('billing.exports.gstr1.failed'))),
    });
  };

  return (
    <Card className="p-4" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-1 font-semibold text-slate-900 dark:text-white">
        {t('billing.exports.gstr1.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {t('billing.exports.gstr1.hint')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ChoiceField
          id={`${id}-month`}
          label={t('billing.exports.gstr1.month')}
          fieldClassName="sm:w-60"
          value={month}
          onChange={(e) => {
            setProblem(null);
            setMonth(e.target.value);
          }}
          choices={months}
          choiceLabel={(m) => fmt.month(m)}
        />
        <Button onClick={get} disabled={download.isPending}>
          <Download className="size-4" aria-hidden="true" />
          <BusyLabel busy={download.isPending} busyText={t('billing.exports.downloading')}>
            {t('billing.exports.gstr1.download')}
          </BusyLabel>
        </Button>
      </div>
      <ProblemAlert className="mt-3">{problem}</ProblemAlert>
    </Card>
  );
}
