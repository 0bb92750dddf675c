import type { OrderStatus } from '@dd/contract';
import { CheckCircle2, Clock, PackageCheck, Truck, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../components/ui/cn';
import { orderStatusTone } from '../../../lib/status-tones';

const ICONS: Record<OrderStatus, { icon: LucideIcon; className: string }> = {
  PENDING: { icon: Clock, className: 'text-yellow-600 dark:text-yellow-400' },
  APPROVED: { icon: CheckCircle2, className: 'text-blue-600 dark:text-blue-400' },
  IN_PROGRESS: { icon: Truck, className: 'text-purple-600 dark:text-purple-400' },
  DELIVERED: { icon: PackageCheck, className: 'text-green-600 dark:text-green-400' },
  CANCELLED: { icon: XCircle, className: 'text-red-600 dark:text-red-400' },
};

export function OrderStatusIcon({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  const { icon: Icon, className: tone } = ICONS[status];
  return <Icon className={cn('size-4 shrink-0', tone, className)} aria-hidden="true" />;
}

/** The status pill (IN_PROGRESS reads 'Out for Delivery'). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={orderStatusTone(status)}>{t(`orders.status.${status}`)}</Badge>;
}

/** docs/product/screens-devices.md orders table: icon, badge, and an 'Out for delivery' note when in progress. */
export function DeliveryStatus({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <span className="flex items-center gap-2">
        <OrderStatusIcon status={status} />
        <OrderStatusBadge status={status} />
      </span>
      {status === 'IN_PROGRESS' && (
        <span className="text-xs text-purple-700 dark:text-purple-300">
          {t('orders.outForDelivery')}
        </span>
      )}
    </div>
  );
}
