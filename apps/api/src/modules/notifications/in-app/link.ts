/**
 * The web path of a notification's object (apps/web/src/app/routes.tsx), or null. Computed here
 * so every client links the same way.
 */
export function notificationLink(
  type: string,
  entityType: string | null,
  entityId: number | null,
  payload: Record<string, unknown>,
): string | null {
  if (type === 'security.alert') return '/profile?tab=security';
  // The Machines list filtered to the idle devices (the alert's own rule), where they are acted on.
  if (type === 'devices.idle') return '/machines?idle=true';
  const serial = typeof payload.serialNumber === 'string' ? payload.serialNumber : null;
  switch (entityType) {
    case 'order':
      return entityId ? `/orders/${entityId}` : '/orders';
    case 'assignment':
      return '/assignments';
    case 'receipt':
      return entityId ? `/receipts/${entityId}` : null;
    case 'machine':
      return serial ? `/machines?search=${encodeURIComponent(serial)}` : '/machines';
    case 'rma':
      return entityId ? `/machines/rma/${entityId}` : '/machines/rma';
    case 'transfer':
      return entityId ? `/machines/transfers/${entityId}` : '/machines/transfers';
    case 'provider':
      return entityId ? `/inventory/${entityId}` : '/service-providers';
    default:
      return null;
  }
}
