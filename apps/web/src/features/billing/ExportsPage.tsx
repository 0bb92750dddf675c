import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { BillingTabs } from './BillingTabs';
import { Gstr1Card } from './Gstr1Card';
import { TallyCard } from './TallyCard';

/** /billing/exports (admins): GSTR-1 of a closed month, and the books for Tally. */
export function ExportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('pages.billingExports.title')}
        description={t('pages.billingExports.description')}
      />
      <BillingTabs current="exports" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Gstr1Card />
        <TallyCard />
      </div>
    </>
  );
}
