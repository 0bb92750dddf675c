import { can, type Machine, type MachineHolding } from '@dd/contract';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../api/session';
import { textLinkClass } from '../../components/ui/TextLink';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * The machine detail's "Where it is": the distributor holding it, the retailer's shop and person,
 * and the assignment and order it came with (links for the roles that may open them).
 */
export function MachineWhereabouts({
  machine,
  holding,
}: {
  machine: Machine;
  holding: MachineHolding | null;
}) {
  const { t } = useTranslation();
  const role = useUser().userType;
  const none = t('common.none');
  const assignmentsHref = `/assignments?search=${encodeURIComponent(machine.serialNumber)}`;
  return (
    <section
      aria-labelledby="whereabouts-title"
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3
        id="whereabouts-title"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
      >
        <MapPin className="size-4" aria-hidden="true" />
        {t('machines.where.title')}
      </h3>
      {machine.distributorName ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-3" data-testid="machine-whereabouts">
          <Fact label={t('machines.where.holder')}>{machine.distributorName}</Fact>
          <Fact label={t('machines.where.shop')}>{machine.retailerShopName || none}</Fact>
          <Fact label={t('machines.where.person')}>{machine.retailerName || none}</Fact>
          <Fact label={t('machines.where.cameWith')}>
            {holding ? (
              <span className="flex flex-wrap gap-x-3 gap-y-1">
                {holding.order ? (
                  can(role, 'orders:read') ? (
                    <Link to={`/orders/${holding.order.id}`} className={textLinkClass}>
                      {t('machines.where.order', { number: holding.order.orderNumber })}
                    </Link>
                  ) : (
                    t('machines.where.order', { number: holding.order.orderNumber })
                  )
                ) : null}
                {can(role, 'assignments:read') ? (
                  <Link to={assignmentsHref} className={textLinkClass}>
                    {t('machines.where.assignment', { id: holding.assignmentId })}
                  </Link>
                ) : (
                  t('machines.where.assignment', { id: holding.assignmentId })
                )}
              </span>
            ) : (
              none
            )}
          </Fact>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('machines.where.inStock')}
        </p>
      )}
    </section>
  );
}
