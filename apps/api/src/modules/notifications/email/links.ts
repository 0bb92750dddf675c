import type { EntityType } from './texts/types';

/** A page of one object: `${list}/${id}`, or the list when the event names none. */
const page = (list: string) => (id: number | null) => (id === null ? list : `${list}/${id}`);

/**
 * The web path of an event's object (apps/web/src/app/routes.tsx). Machines and assignments have
 * no page of their own: their list, searched by the serial number when the event names it.
 */
export function webPath(
  entityType: string | null,
  entityId: number | null,
  serial: string | undefined,
): string {
  const search = serial ? `?search=${encodeURIComponent(serial)}` : '';
  const paths: Record<EntityType, (id: number | null) => string> = {
    order: page('/orders'),
    receipt: (id) => (id === null ? '/dashboard' : `/receipts/${id}`),
    transfer: page('/machines/transfers'),
    rma: page('/machines/rma'),
    provider: (id) => (id === null ? '/service-providers' : `/inventory/${id}`),
    machine: () => `/machines${search}`,
    assignment: () => `/assignments${search}`,
    // No invoice screen yet (the Billing screens come later): the dashboard.
    invoice: () => '/dashboard',
  };
  const path = entityType ? paths[entityType as EntityType] : undefined;
  return path ? path(entityId) : '/dashboard';
}

/** Where a user switches email off (the Profile's Notifications tab). */
export const SETTINGS_PATH = '/profile?tab=notifications';
