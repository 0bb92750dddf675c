import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { BillingTabs } from './BillingTabs';
import { closedMonths } from './months';
import { MonthDrafts } from './MonthDrafts';
import { RunMonthCard } from './RunMonthCard';

/** /billing/runs?month=: run a closed month, then issue its drafts (admins). */
export function RunsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const months = closedMonths();
  const asked = params.get('month');
  const month = asked && months.includes(asked) ? asked : months[0]!;
  const onMonth = (next: string) => setParams({ month: next }, { replace: true });
  return (
    <>
      <PageHeader
        title={t('pages.billingRuns.title')}
        description={t('pages.billingRuns.description')}
      />
      <BillingTabs current="runs" />
      <RunMonthCard month={month} onMonth={onMonth} />
      <MonthDrafts key={month} month={month} />
    </>
  );
}
