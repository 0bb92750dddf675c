import type { BillingPlan } from '@dd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { useFormatters } from '../../lib/format';
import { Money } from './Money';
import { latestTerms, planScope } from './plan-form';

/** A plan's name, with "Default" when it is its type's default. */
export function PlanName({ plan }: { plan: BillingPlan }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="font-medium">{plan.name}</span>
      {plan.isDefault ? (
        <Badge tone="indigo" className="ml-2">
          {t('billing.plans.default')}
        </Badge>
      ) : null}
    </>
  );
}

/** A plan on a phone: its name and devices, then its latest terms, each under its label. */
export function PlanCard({ plan, action }: { plan: BillingPlan; action: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const terms = latestTerms(plan);
  const term = (label: string, value: ReactNode) => (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
  return (
    <div className="space-y-3">
      <div>
        <PlanName plan={plan} />
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">{planScope(t, plan)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        {term(t('billing.plans.fields.monthlyRent'), <Money paise={terms.monthlyRentPaise} />)}
        {term(t('billing.plans.fields.deposit'), <Money paise={terms.depositPaise} />)}
        {term(
          t('billing.plans.fields.activationCommission'),
          <Money paise={terms.activationCommissionPaise} />,
        )}
        {term(
          t('billing.plans.fields.monthlyCommission'),
          <Money paise={terms.monthlyCommissionPaise} />,
        )}
        {term(t('billing.plans.fields.gstRatePercent'), `${terms.gstRatePercent}%`)}
        {term(t('billing.plans.fields.effectiveFrom'), fmt.month(terms.effectiveFrom))}
      </dl>
      {action}
    </div>
  );
}
