import type { BillingPlan } from '@dd/contract';
import { Pencil, Plus, UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingPlans } from '../../api/billing';
import { Button } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { useFormatters } from '../../lib/format';
import { ListPage } from '../../lib/list/ListPage';
import { BillingTabs } from './BillingTabs';
import { DistributorTermsDialog } from './DistributorTermsDialog';
import { Money } from './Money';
import { PlanCard, PlanName } from './PlanCard';
import { PlanDialog } from './PlanDialog';

import { latestTerms as latest, planScope } from './plan-form';
import { answerStates } from '../../components/ui/answer-states';

/** /billing/plans (admins): the plans with their latest terms; New plan and Edit. */
export function PlansPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const plans = useBillingPlans();
  const [editing, setEditing] = useState<BillingPlan | 'new' | null>(null);
  const [terms, setTerms] = useState(false);
  const editButton = (p: BillingPlan) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => setEditing(p)}
      aria-label={t('billing.plans.editNamed', { name: p.name })}
    >
      <Pencil className="size-4" aria-hidden="true" />
      {t('common.edit')}
    </Button>
  );

  return (
    <ListPage
      title={t('pages.billingPlans.title')}
      description={t('pages.billingPlans.description')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setTerms(true)}>
            <UserCog className="size-4" aria-hidden="true" />
            {t('billing.terms.open')}
          </Button>
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('billing.plans.new')}
          </Button>
        </>
      }
      above={<BillingTabs current="plans" />}
    >
      <DataTable
        label={t('pages.billingPlans.title')}
        rows={plans.data?.plans ?? []}
        rowKey={(p) => p.id}
        card={(p) => <PlanCard plan={p} action={editButton(p)} />}
        columns={[
          {
            key: 'name',
            header: t('billing.plans.fields.name'),
            cell: (p) => <PlanName plan={p} />,
          },
          {
            key: 'type',
            header: t('billing.plans.fields.machineType'),
            cell: (p) => planScope(t, p),
          },
          {
            key: 'rent',
            header: t('billing.plans.fields.monthlyRent'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (p) => <Money paise={latest(p).monthlyRentPaise} />,
          },
          {
            key: 'deposit',
            header: t('billing.plans.fields.deposit'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (p) => <Money paise={latest(p).depositPaise} />,
          },
          {
            key: 'activation',
            header: t('billing.plans.fields.activationCommission'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (p) => <Money paise={latest(p).activationCommissionPaise} />,
          },
          {
            key: 'monthly',
            header: t('billing.plans.fields.monthlyCommission'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (p) => <Money paise={latest(p).monthlyCommissionPaise} />,
          },
          {
            key: 'gst',
            header: t('billing.plans.fields.gstRatePercent'),
            className: 'tabular-nums',
            cell: (p) => `${latest(p).gstRatePercent}%`,
          },
          {
            key: 'from',
            header: t('billing.plans.fields.effectiveFrom'),
            className: 'whitespace-nowrap',
            cell: (p) => fmt.month(latest(p).effectiveFrom),
          },
          {
            key: 'actions',
            header: t('common.actions'),
            hideHeader: true,
            className: 'text-right',
            cell: editButton,
          },
        ]}
        states={answerStates(plans, {
          loading: t('billing.plans.loading'),
          failed: t('billing.plans.loadFailed'),
          empty: t('billing.plans.empty'),
          emptyHint: t('billing.plans.emptyHint'),
        })}
      />
      {editing ? (
        <PlanDialog
          plan={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {terms ? <DistributorTermsDialog onClose={() => setTerms(false)} /> : null}
    </ListPage>
  );
}
