/**
 * The web path of an event's object (apps/web/src/app/routes.tsx), or null when it has none: one
 * rule for the bell's links and the emails' (which fall back to the dashboard). Machines and
 * assignments have no page of their own: their list, searched by the serial when the event names
 * it. A commission statement is shown on the Commissions tab, opened at its month when the event
 * names it; a payout in the Payouts list.
 */
export function eventPath(
  type: string,
  entityType: string | null,
  entityId: number | null,
  serial: string | null | undefined,
  month?: string | null,
): string | null {
  if (type === 'security.alert') return '/profile?tab=security';
  // The Machines list filtered to the idle devices (the alert's own rule), where they are acted on.
  if (type === 'devices.idle') return '/machines?idle=true';
  const search = serial ? `?search=${encodeURIComponent(serial)}` : '';
  const page = (list: string) => (entityId ? `${list}/${entityId}` : list);
  switch (entityType) {
    case 'order':
      return page('/orders');
    case 'receipt':
      return entityId ? `/receipts/${entityId}` : null;
    case 'transfer':
      return page('/machines/transfers');
    case 'rma':
      return page('/machines/rma');
    case 'provider':
      return entityId ? `/inventory/${entityId}` : '/service-providers';
    case 'machine':
      return `/machines${search}`;
    case 'assignment':
      return `/assignments${search}`;
    case 'invoice':
      return page('/billing/invoices');
    case 'credit_note':
      return page('/billing/credit-notes');
    case 'refund_voucher':
      return page('/billing/refund-vouchers');
    case 'payout':
      return '/billing/payouts';
    case 'commission_statement':
      return month && /^\d{4}-\d{2}$/.test(month)
        ? `/billing/commissions?month=${month}`
        : '/billing/commissions';
    default:
      return null;
  }
}

/** A device's page for its label's QR code: the Machines list searched by the serial. */
export const devicePath = (serial: string) => eventPath('', 'machine', null, serial)!;

/** Where a user switches email off (the Profile's Notifications tab). */
export const SETTINGS_PATH = '/profile?tab=notifications';
