import type { Order, OrderSort, SortOrder } from '@dd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, focusRing } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { Table, Td, Th } from '../../../components/ui/Table';
import { TableBody } from '../../../components/ui/TableBody';
import { useOrderDates } from '../../../lib/format';
import { SortableTh } from '../../../lib/list/SortableTh';
import { SortBar } from '../../../lib/list/SortBar';
import { useMediaQuery } from '../../../lib/use-media-query';
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

/** The list's sort as the headers (or, on phones, the sort bar) show it and change it. */
export interface OrdersSort {
  sort: OrderSort | null;
  order: SortOrder;
  onSort: (column: OrderSort) => void;
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
  canUpdate,
  onUpdate,
}: {
  orders: readonly Order[];
  busy: boolean;
  sort: OrdersSort;
  canUpdate: boolean;
  onUpdate: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dates = useOrderDates();
  const phone = useMediaQuery('(max-width: 639px)');

  const cells = (order: Order) => {
    const machines = machineSummary(order);
    const expected = dates.date(order.expectedDeliveryDate);
    return {
      order: (
        <>
          <p className="font-medium whitespace-nowrap text-slate-900 dark:text-white">
            {order.order_number}
          </p>
          <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
            {expected ? t('orders.expected', { date: expected }) : t('orders.noExpected')}
          </p>
        </>
      ),
      customer: (
        <>
          <p className="font-medium text-slate-900 dark:text-white">{order.distributor.name}</p>
          {order.retailer && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('orders.via', { name: order.retailer.name })}
            </p>
          )}
        </>
      ),
      machines: (
        <>
          <p className="whitespace-nowrap">{t('orders.machineCount', { count: machines.count })}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {machines.types.map((type) => (
              <Badge key={type} tone="slate">
                {t(`orders.machineType.${type}`)}
              </Badge>
            ))}
          </div>
        </>
      ),
      status: <DeliveryStatus status={order.status} />,
      date: dates.date(order.createdAt),
      actions: (
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
      ),
    };
  };

  if (phone) {
    return (
      <>
        <SortBar
          className="border-b border-slate-200 px-4 py-3 dark:border-slate-800"
          columns={[
            { column: 'order_number', label: t('orders.columns.order') },
            { column: 'status', label: t('orders.columns.status') },
            { column: 'createdAt', label: t('orders.columns.date') },
          ]}
          {...sort}
        />
        <ul
          aria-label={t('orders.tableLabel')}
          aria-busy={busy}
          className={cn('divide-y divide-slate-200 dark:divide-slate-800', busy && 'opacity-60')}
        >
          {orders.map((order) => {
            const cell = cells(order);
            return (
              <li key={order.id} className="space-y-3 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">{cell.order}</div>
                  {cell.status}
                </div>
                <div className="grid grid-cols-2 gap-3 text-sm">
                  <div className="min-w-0">{cell.customer}</div>
                  <div className="min-w-0">{cell.machines}</div>
                </div>
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="text-slate-600 dark:text-slate-400">{cell.date}</span>
                  {cell.actions}
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <Table
      aria-labelledby={`${id}-caption`}
      aria-busy={busy}
      aria-rowcount={orders.length + 1}
      className={cn(busy && 'opacity-60')}
    >
      <caption id={`${id}-caption`} className="sr-only">
        {t('orders.tableLabel')}
      </caption>
      <thead>
        <tr aria-rowindex={1}>
          <SortableTh column="order_number" {...sort}>
            {t('orders.columns.order')}
          </SortableTh>
          <Th>{t('orders.columns.customer')}</Th>
          <Th>{t('orders.columns.machines')}</Th>
          <SortableTh column="status" {...sort}>
            {t('orders.columns.status')}
          </SortableTh>
          <SortableTh column="createdAt" {...sort}>
            {t('orders.columns.date')}
          </SortableTh>
          <Th className="text-right">{t('orders.columns.actions')}</Th>
        </tr>
      </thead>
      <TableBody
        rows={orders}
        rowKey={(order) => order.id}
        columns={6}
        estimateRowHeight={70}
        className="divide-y divide-slate-200 dark:divide-slate-800"
        rowClassName="hover:bg-slate-50 dark:hover:bg-slate-800/40"
      >
        {(order) => {
          const cell = cells(order);
          return (
            <>
              <Td>{cell.order}</Td>
              <Td className="min-w-44">{cell.customer}</Td>
              <Td>{cell.machines}</Td>
              <Td>{cell.status}</Td>
              <Td className="whitespace-nowrap">{cell.date}</Td>
              <Td className="text-right whitespace-nowrap">{cell.actions}</Td>
            </>
          );
        }}
      </TableBody>
    </Table>
  );
}
