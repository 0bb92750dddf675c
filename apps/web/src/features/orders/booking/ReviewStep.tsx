import type { OrderType } from '@dd/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { useFormatters } from '../../../lib/format';
import type { DetailsInput } from './schema';
import type { BookingMachine } from '../../../lib/booking-selection';
import { Serial } from '../../../components/ui/Serial';

/** docs/product/texts.md: the review step lists at most 3 machines. */
const REVIEW_MACHINES = 3;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-3 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

/**
 * Step 4, Review & Confirm: the summary with the delivery details as the order will keep them,
 * and the first machines (decision 0164: no delivery field that would not be kept).
 */
export function ReviewStep({
  providerName,
  distributorName,
  retailerName,
  orderType,
  values,
  machines,
}: {
  providerName: string | null;
  distributorName: string | null;
  retailerName: string | null;
  orderType: OrderType | null;
  values: Partial<DetailsInput>;
  machines: BookingMachine[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const dates = useFormatters();
  const none = t('common.none');
  const shown = machines.slice(0, REVIEW_MACHINES);
  const more = machines.length - shown.length;

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-summary`}>
        <h3
          id={`${id}-summary`}
          className="mb-2 text-sm font-semibold text-slate-900 dark:text-white"
        >
          {t('booking.review.summary')}
        </h3>
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-4 dark:divide-slate-800 dark:border-slate-800">
          <Row label={t('booking.review.provider')}>{providerName ?? none}</Row>
          <Row label={t('booking.review.distributor')}>{distributorName ?? none}</Row>
          <Row label={t('booking.review.retailer')}>{retailerName ?? none}</Row>
          <Row label={t('booking.review.orderType')}>
            {orderType ? t(`booking.orderType.${orderType}`) : none}
          </Row>
          <Row label={t('booking.review.quantity')}>{machines.length}</Row>
        </dl>
      </section>

      <section aria-labelledby={`${id}-delivery`}>
        <h3 id={`${id}-delivery`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('booking.delivery.heading')}
        </h3>
        <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
          {t('booking.delivery.hint')}
        </p>
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-4 dark:divide-slate-800 dark:border-slate-800">
          <Row label={t('booking.review.expectedDeliveryDate')}>
            {dates.date(values.expectedDeliveryDate) || none}
          </Row>
          <Row label={t('booking.review.deliveryAddress')}>{values.deliveryAddress || none}</Row>
          <Row label={t('booking.review.contact')}>
            {[values.contactPerson, values.contactPhone].filter(Boolean).join(' · ') || none}
          </Row>
          <Row label={t('booking.review.notes')}>{values.notes || none}</Row>
        </dl>
      </section>

      <section aria-labelledby={`${id}-machines`}>
        <h3
          id={`${id}-machines`}
          className="mb-2 text-sm font-semibold text-slate-900 dark:text-white"
        >
          {t('booking.review.machines', { count: machines.length })}
        </h3>
        {machines.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('booking.review.noMachines')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {shown.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5">
                <Serial className="text-sm text-slate-900 dark:text-slate-100">
                  {m.serialNumber}
                </Serial>
                <span className="text-sm text-slate-600 dark:text-slate-400">{m.model}</span>
                <Badge tone="slate" className="ml-auto">
                  {t(`booking.machineType.${m.type}`)}
                </Badge>
              </li>
            ))}
            {more > 0 && (
              <li className="px-4 py-2.5 text-sm text-slate-600 dark:text-slate-400">
                {t('booking.review.more', { count: more })}
              </li>
            )}
          </ul>
        )}
      </section>
    </div>
  );
}
