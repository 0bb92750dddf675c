import { can, type Action, type NotificationEventType, type UserType } from '@dd/contract';

const NOTIFICATION_GROUPS = [
  'orders',
  'assignments',
  'stock',
  'lifecycle',
  'billing',
  'security',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** Each event type: its group on the screen, and what a role needs to be told of it at all. */
const TYPES: Record<NotificationEventType, { group: NotificationGroup; needs: Action }> = {
  'order.created': { group: 'orders', needs: 'orders:read' },
  'order.status_changed': { group: 'orders', needs: 'orders:read' },
  'order.awaiting_receipt': { group: 'orders', needs: 'orders:read' },
  'order.delivered': { group: 'orders', needs: 'orders:read' },
  'assignment.created': { group: 'assignments', needs: 'assignments:read' },
  'assignment.returned': { group: 'assignments', needs: 'assignments:read' },
  'assignment.return_undone': { group: 'assignments', needs: 'assignments:read' },
  'receipt.discrepancy': { group: 'stock', needs: 'machines:write' },
  'stock.low': { group: 'stock', needs: 'machines:write' },
  'devices.idle': { group: 'stock', needs: 'machines:read' },
  'machine.swapped': { group: 'lifecycle', needs: 'machines:read' },
  'machine.installed': { group: 'lifecycle', needs: 'assignments:read' },
  'rma.sent': { group: 'lifecycle', needs: 'machines:write' },
  'rma.received': { group: 'lifecycle', needs: 'machines:write' },
  'rma.closed': { group: 'lifecycle', needs: 'machines:write' },
  'transfer.created': { group: 'lifecycle', needs: 'transfers:read' },
  'transfer.accepted': { group: 'lifecycle', needs: 'transfers:read' },
  'transfer.refused': { group: 'lifecycle', needs: 'transfers:read' },
  'transfer.cancelled': { group: 'lifecycle', needs: 'transfers:read' },
  'invoice.issued': { group: 'billing', needs: 'billing:read' },
  'invoice.overdue': { group: 'billing', needs: 'billing:read' },
  'payment.recorded': { group: 'billing', needs: 'billing:read' },
  'invoice.paid': { group: 'billing', needs: 'billing:read' },
  'payment.reversed': { group: 'billing', needs: 'billing:read' },
  'credit_note.issued': { group: 'billing', needs: 'billing:read' },
  'refund_voucher.issued': { group: 'billing', needs: 'billing:read' },
  'payout.recorded': { group: 'billing', needs: 'billing:read' },
  'commission.approved': { group: 'billing', needs: 'billing:read' },
  'security.alert': { group: 'security', needs: 'profile:self' },
};

/**
 * The groups of the Profile's Notifications section for a role, each with the event types the
 * role can be told of (a retailer sees no transfers, only admins see stock receipts), in order.
 */
export function notificationGroupsFor<T extends { type: NotificationEventType }>(
  role: UserType,
  preferences: readonly T[],
): Array<{ group: NotificationGroup; items: T[] }> {
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    items: preferences.filter(
      (p) => TYPES[p.type].group === group && can(role, TYPES[p.type].needs),
    ),
  })).filter((g) => g.items.length > 0);
}
