import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  apiTokenKeys,
  assignmentKeys,
  billingKeys,
  dashboardKeys,
  deletionRequestKeys,
  distributorKeys,
  machineKeys,
  notificationKeys,
  orderKeys,
  organisationKeys,
  profileKeys,
  providerKeys,
  receiptKeys,
  reportScheduleKeys,
  retailerKeys,
  rmaKeys,
  securityEventKeys,
  transferKeys,
  twoFactorKeys,
  webhookKeys,
} from './keys';

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
  /** A refused hand-over code changes the order's tries left (and may lock it). */
  handoverRefused: (orderId: number) => [orderKeys.detail(orderId)],
  /** A billing write (run, issue, cancel, payment, plan): every billing list and record. */
  billingWrite: () => [billingKeys.all],
  /** POST /assignments, return, delete. */
  assignmentWrite: () => custody(),
  /** POST/PUT /machines and a (non-dry-run) import. */
  machineWrite: () => custody(),
  /** PUT a provider's settings: its idle days decide the machines' idle filter. */
  providerSettingsWrite: () => [machineKeys.all],
  /** POST /receipts: the receipts and the provider's "awaiting receipt" figure. */
  receiptCreate: () => [receiptKeys.all, providerKeys.all],
  /** A scan changes one device of the receipt (its counts come with the answer). */
  receiptScan: (receiptId: number) => [receiptKeys.itemsOf(receiptId)],
  /** A scan sent from the offline queue: its counts were not put in the cache, so both. */
  queuedReceiptScan: (receiptId: number) => [
    receiptKeys.one(receiptId),
    receiptKeys.itemsOf(receiptId),
  ],
  /** A receipt closed or a device decided: the receipts and the stock. */
  receiptStockChange: () => [receiptKeys.all, ...custody()],
  /** An RMA batch sent, received or closed: the batches and where the devices are. */
  rmaWrite: () => [rmaKeys.all, ...custody()],
  /** A transfer sent, accepted, refused or cancelled: the transfers and where the devices are. */
  transferWrite: () => [transferKeys.all, ...custody()],
  distributorCreate: () => [distributorKeys.all],
  /** Retailer rows show their distributor's name and company. */
  distributorUpdate: () => [distributorKeys.all, retailerKeys.all],
  /** A distributor's detail shows its retailers and their counts. */
  retailerWrite: () => [retailerKeys.all, distributorKeys.details()],
  /** A KYC decision: that kind's lists and details. */
  kycDecision: (kind: 'distributors' | 'retailers') => [
    kind === 'distributors' ? distributorKeys.all : retailerKeys.all,
  ],
  /** A merchant's KYC document uploaded: its documents list. */
  kycDocumentUpload: (retailerId: number) => [retailerKeys.documents(retailerId)],
  /** A password change or "sign out other sessions" ends sessions. */
  sessionsEnded: () => [profileKeys.sessions()],
  /** A deletion request made, granted or declined: the user's own, the admins' queue, the log. */
  deletionRequestWrite: () => [
    profileKeys.deletionRequest(),
    deletionRequestKeys.all,
    securityEventKeys.all,
  ],
  /** Two-factor sign-in turned on or off, or new recovery codes (the count left). */
  twoFactorWrite: () => [twoFactorKeys.status()],
  /** PUT /organisation: our company's details (Profile > Organisation). */
  organisationWrite: () => [organisationKeys.all],
  /** A personal API token created or revoked: the list, and the security log that records it. */
  apiTokenWrite: () => [apiTokenKeys.all, securityEventKeys.all],
  /** Any webhook write or test event: the list (last delivery) and the delivery logs. */
  webhookWrite: () => [webhookKeys.all],
  /** A scheduled report created, paused, resumed or deleted (a run history may go with it). */
  reportScheduleWrite: () => [reportScheduleKeys.all],
  /** A notification read: the bell's count and the panel's list. */
  inboxRead: () => [notificationKeys.all],
} satisfies Record<string, (...args: never[]) => QueryKey[]>;

type Refreshes = typeof REFRESHES;
export type Write = keyof Refreshes;

/** Marks what `write` changed as stale; the screens showing it fetch it again. */
export function refreshAfter<W extends Write>(
  queryClient: QueryClient,
  write: W,
  ...args: Parameters<Refreshes[W]>
): Promise<void> {
  const keys = (REFRESHES[write] as (...of: Parameters<Refreshes[W]>) => QueryKey[])(...args);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
