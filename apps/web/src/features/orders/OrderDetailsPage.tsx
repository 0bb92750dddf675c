import { can, type OrderDetail } from '@dd/contract';
import { Building2, MapPin, Store, Truck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../api/session';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ChallanButton } from './components/ChallanButton';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { DataTable } from '../../components/ui/DataTable';
import { isApiError } from '../../lib/api';
import { useOrder } from '../../api/orders';
import { OrderStatusBadge, OrderStatusIcon } from './components/OrderStatus';
import { UpdateStatusDialog } from './components/UpdateStatusDialog';
import { useFormatters } from '../../lib/format';
import { HandoverPanel } from './handover/HandoverPanel';
import { OrderTimeline } from './components/OrderTimeline';
import { ReceiptStateBadge } from './handover/ReceiptStateBadge';
import { Serial } from '../../components/ui/Serial';
import { BackLink, textLinkClass } from '../../components/ui/TextLink';

function Section({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon?: typeof Truck;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('p-5', className)}>
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        {Icon && <Icon className="size-4 text-slate-400" aria-hidden="true" />}
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

/** /orders/{id}: added beyond the original requirement (docs/product/screens-devices.md): the order, its machines and its delivery timeline. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const dates = useFormatters();
  const orderId = Number(useParams().id);
  const query = useOrder(orderId);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (query.error) console.error('Failed to load order', query.error);
  }, [query.error]);

  const back = <BackLink to="/orders">{t('orders.detail.back')}</BackLink>;
  /** The screen before its order is there: the way back and the title over `state` in a card. */
  const waiting = (state: ReactNode) => (
    <>
      {back}
      <PageHeader title={t('pages.orderDetails.title')} />
      <Card>{state}</Card>
    </>
  );

  const invalidId = !Number.isInteger(orderId) || orderId < 1;
  if (invalidId || (isApiError(query.error) && query.error.status === 404)) {
    return waiting(
      <EmptyState
        title={t('orders.detail.notFound')}
        hint={t('orders.detail.notFoundHint')}
        action={
          <Link to="/orders" className={cn(textLinkClass, 'mt-2')}>
            {t('orders.detail.back')}
          </Link>
        }
      />,
    );
  }

  if (query.isPending) {
    return waiting(<LoadingState label={t('orders.detail.loading')} />);
  }

  if (query.isError) {
    return waiting(
      <ErrorState title={t('orders.detail.loadError')} onRetry={() => void query.refetch()} />,
    );
  }

  const order: OrderDetail = query.data.order;
  const none = t('common.none');
  const canUpdate = can(user.userType, 'orders:updateStatus');
  const receiptShown = order.machines.some((m) => m.receiptState !== null);

  return (
    <>
      {back}
      <PageHeader
        title={t('pages.orderDetails.title')}
        actions={
          canUpdate ? (
            <Button onClick={() => setUpdating(true)}>
              <Truck className="size-4" aria-hidden="true" />
              {t('orders.detail.update')}
            </Button>
          ) : undefined
        }
      />
      <Card className="mb-6 flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-mono text-xl font-semibold break-all text-slate-900 dark:text-white">
            {order.order_number}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {t('orders.detail.created', { date: dates.dateTime(order.createdAt) || none })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusIcon status={order.status} />
          <OrderStatusBadge status={order.status} />
          {order.status === 'IN_PROGRESS' && (
            <span className="text-sm text-purple-700 dark:text-purple-300">
              {t('orders.outForDelivery')}
            </span>
          )}
          <ChallanButton order={order} />
        </div>
      </Card>

      <HandoverPanel order={order} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div className="grid gap-6 md:grid-cols-2">
            <Section title={t('orders.detail.customer')} icon={Store}>
              <dl className="space-y-3">
                <Fact label={t('orders.detail.distributor')} value={order.distributor.name} />
                <Fact label={t('orders.detail.retailer')} value={order.retailer?.name ?? none} />
              </dl>
            </Section>
            <Section title={t('orders.detail.provider')} icon={Building2}>
              <dl className="space-y-3">
                <Fact
                  label={t('orders.detail.providerName')}
                  value={order.serviceProvider?.name ?? none}
                />
                <Fact
                  label={t('orders.detail.company')}
                  value={order.serviceProvider?.company_name ?? none}
                />
              </dl>
            </Section>
          </div>

          <Section title={t('orders.detail.delivery')} icon={MapPin}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact
                label={t('orders.detail.expected')}
                value={dates.date(order.expectedDeliveryDate) || none}
              />
              <Fact
                label={t('orders.detail.orderType')}
                value={t(`orders.orderType.${order.orderType}`)}
              />
              <Fact label={t('orders.detail.address')} value={order.deliveryAddress ?? none} />
              <Fact
                label={t('orders.detail.contact')}
                value={
                  order.contactPerson || order.contactPhone
                    ? [order.contactPerson, order.contactPhone].filter(Boolean).join(' · ')
                    : none
                }
              />
              <Fact label={t('orders.detail.notes')} value={order.notes ?? none} />
            </dl>
          </Section>

          <Card className="overflow-hidden">
            <h2 className="px-5 pt-5 pb-3 text-base font-semibold text-slate-900 dark:text-white">
              {t('orders.detail.machines', { count: order.machines.length || order.quantity })}
            </h2>
            {order.machines.length === 0 ? (
              <p className="px-5 pb-5 text-sm text-slate-500 dark:text-slate-400">
                {t('orders.detail.noMachines')}
              </p>
            ) : (
              <DataTable
                label={t('orders.detail.machines', {
                  count: order.machines.length || order.quantity,
                })}
                rows={order.machines}
                rowKey={(m) => m.id}
                estimateRowHeight={50}
                columns={[
                  {
                    key: 'serial',
                    header: t('orders.detail.serial'),
                    cell: (m) => <Serial>{m.serialNumber}</Serial>,
                  },
                  { key: 'model', header: t('orders.detail.model'), cell: (m) => m.model },
                  {
                    key: 'type',
                    header: t('orders.detail.type'),
                    cell: (m) => <Badge tone="slate">{t(`orders.machineType.${m.type}`)}</Badge>,
                  },
                  ...(receiptShown
                    ? [
                        {
                          key: 'receipt',
                          header: t('orders.handover.receiptColumn'),
                          cell: (m: (typeof order.machines)[number]) => (
                            <ReceiptStateBadge state={m.receiptState} note={m.receiptNote} />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </Card>
        </div>

        <Section title={t('orders.detail.timeline')} icon={Truck} className="self-start">
          <OrderTimeline entries={order.timeline} />
        </Section>
      </div>

      {canUpdate && (
        <UpdateStatusDialog
          key={updating ? 'open' : 'closed'}
          order={updating ? order : null}
          onClose={() => setUpdating(false)}
        />
      )}
    </>
  );
}
