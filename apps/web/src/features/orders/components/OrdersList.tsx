import type { Order, OrderSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, focusRing } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import type { TableSort } from '../../../components/ui/columns';
import { DataTable, type TableStates } from '../../../components/ui/DataTable';
import { useFormatters } from '../../../lib/format';
import { DeliveryStatus } from './OrderStatus';

const linkClass = cn(
  'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-500/10',
  focusRing,
);

/** The order's machines: how many, and which types. */
function machineSummary(order: Order) {
  const count = order.machines.length || order.quantity;
  const types = [
    ...new Set(
      order.machines.length > 0
        ? order.machines.map((m) => m.type)
        : order.machine_type
          ? [order.machine_type]
          : [],
    ),
  ];
  return { count, types };
}

/**
 * The orders as the spec's table (Order Details, Customer, Machines, Delivery Status, Date,
 * Actions) or, at phone width, as a card per order with a sort bar. Order Details sorts by order
 * number, Delivery Status by status, Date by creation.
 */
export function OrdersList({
  orders,
  busy,
  sort,
  states,
  canUpdate,
  onUpdate,
}: {
  orders: readonly Order[];
  busy: boolean;
  sort: TableSort<OrderSort>;
  states: TableStates;
  canUpdate: boolean;
  onUpdate: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const dates = useFormatters();

  const detail = (order: Order) => {
    const expected = dates.date(order.expectedDeliveryDate);
    return (
      <>
        <p className="font-medium whitespace-nowrap text-slate-900 dark:text-white">
          {order.order_number}
        </p>
        <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
          {expected ? t('orders.expected', { date: expected }) : t('orders.noExpected')}
        </p>
      </>
    );
  };
  const customer = (order: Order) => (
    <>
      <p className="font-medium text-slate-900 dark:text-white">{order.distributor.name}</p>
      {order.retailer && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('orders.via', { name: order.retailer.name })}
        </p>
      )}
    </>
  );
  const machines = (order: Order) => {
    const summary = machineSummary(order);
    return (
      <>
        <p className="whitespace-nowrap">{t('orders.machineCount', { count: summary.count })}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          {summary.types.map((type) => (
            <Badge key={type} tone="slate">
              {t(`orders.machineType.${type}`)}
            </Badge>
          ))}
        </div>
      </>
    );
  };
  const status = (order: Order) => <DeliveryStatus status={order.status} />;
  const date = (order: Order) => dates.date(order.createdAt);
  const actions = (order: Order) => (
    <div className="flex justify-end gap-1">
      {canUpdate && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onUpdate(order)}
          aria-label={`${t('orders.update')} ${order.order_number}`}
        >
          {t('orders.update')}
        </Button>
      )}
      <Link
        to={`/orders/${order.id}`}
        className={linkClass}
        aria-label={`${t('orders.view')} ${order.order_number}`}
      >
        {t('orders.view')}
      </Link>
    </div>
  );

  return (
    <DataTable
      label={t('orders.tableLabel')}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
      sort={sort}
      states={states}
      estimateRowHeight={70}
      columns={[
        { key: 'order', header: t('orders.columns.order'), sort: 'order_number', cell: detail },
        {
          key: 'customer',
          header: t('orders.columns.customer'),
          className: 'min-w-44',
          cell: customer,
        },
        { key: 'machines', header: t('orders.columns.machines'), cell: machines },
        { key: 'status', header: t('orders.columns.status'), sort: 'status', cell: status },
        {
          key: 'date',
          header: t('orders.columns.date'),
          sort: 'createdAt',
          className: 'whitespace-nowrap',
          cell: date,
        },
        {
          key: 'actions',
          header: t('orders.columns.actions'),
          headerClassName: 'text-right',
          className: 'text-right whitespace-nowrap',
          cell: actions,
        },
      ]}
      card={(order) => (
        <div className="space-y-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">{detail(order)}</div>
            {status(order)}
          </div>
          <div className="grid grid-cols-2 gap-3 text-sm">
            <div className="min-w-0">{customer(order)}</div>
            <div className="min-w-0">{machines(order)}</div>
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-slate-600 dark:text-slate-400">{date(order)}</span>
            {actions(order)}
          </div>
        </div>
      )}
    />
  );
}
