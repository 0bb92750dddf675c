import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiTokenKeys } from './api-tokens';
import { assignmentKeys } from './assignments';
import { dashboardKeys } from './dashboard';
import { distributorKeys } from './distributors';
import { machineKeys } from './machines';
import { orderKeys } from './orders';
import { organisationKeys } from './organisation';
import { profileKeys } from './profile';
import { retailerKeys } from './retailers';
import { securityEventKeys } from './security-events';
import { providerKeys } from './service-providers';
import { twoFactorKeys } from './two-factor';
import { webhookKeys } from './webhooks';

/**
 * Everything that shows where a machine is: the machines list, the assignments (and the create
 * dialog's available machines), the providers' figures and inventories, the dashboard.
 */
const custody = (): QueryKey[] => [
  machineKeys.all,
  assignmentKeys.all,
  providerKeys.all,
  dashboardKeys.all,
];

/** What each write changes, as the caches that show it. The one place that says so. */
export const REFRESHES = {
  /** POST /orders: a new order, its machines held. */
  booking: () => [orderKeys.all, ...custody()],
  /** PUT /orders/:id/status: a delivery assigns the machines, a cancel releases them. */
  orderStatus: () => [orderKeys.all, ...custody()],
  /** POST /assignments, return, delete. */
  assignmentWrite: () => custody(),
  /** POST/PUT /machines and a (non-dry-run) import. */
  machineWrite: () => custody(),
  /** POST /receipts: the provider's "awaiting receipt" figure. */
  receiptCreate: () => [providerKeys.all],
  distributorCreate: () => [distributorKeys.all],
  /** Retailer rows show their distributor's name and company. */
  distributorUpdate: () => [distributorKeys.all, retailerKeys.all],
  /** A distributor's detail shows its retailers and their counts. */
  retailerWrite: () => [retailerKeys.all, distributorKeys.details()],
  /** A password change or "sign out other sessions" ends sessions. */
  sessionsEnded: () => [profileKeys.sessions()],
  /** Two-factor sign-in turned on or off, or new recovery codes (the count left). */
  twoFactorWrite: () => [twoFactorKeys.status()],
  /** PUT /organisation: our company's details (Profile > Organisation). */
  organisationWrite: () => [organisationKeys.all],
  /** A personal API token created or revoked: the list, and the security log that records it. */
  apiTokenWrite: () => [apiTokenKeys.all, securityEventKeys.all],
  /** Any webhook write or test event: the list (last delivery) and the delivery logs. */
  webhookWrite: () => [webhookKeys.all],
} satisfies Record<string, () => QueryKey[]>;

export type Write = keyof typeof REFRESHES;

/** Marks what `write` changed as stale; the screens showing it fetch it again. */
export function refreshAfter(queryClient: QueryClient, write: Write): Promise<void> {
  return Promise.all(
    REFRESHES[write]().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
