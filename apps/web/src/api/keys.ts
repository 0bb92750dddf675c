import type {
  AssignmentListQuery,
  CommissionQuery,
  CreditNoteListQuery,
  PayoutListQuery,
  PaymentListQuery,
  InvoiceListQuery,
  DistributorListQuery,
  InventoryQuery,
  MachineListQuery,
  OrderListQuery,
  ReceiptItemListQuery,
  ReceiptListQuery,
  RefundVoucherListQuery,
  ReportType,
  RetailerListQuery,
  RmaBatchListQuery,
  SecurityEventListQuery,
  TransferListQuery,
} from '@dd/contract';

/**
 * The query cache's keys, one factory per server resource. They live here, not in the resource
 * modules, so that refresh.ts (what each write refreshes) and the resource modules (which call it)
 * both import this file and not each other.
 */

/** A list's query as the URL holds it (filters, search, page, sort: only when set). */
export type ListParams<Q> = Partial<Record<keyof Q, string | number>>;

export const apiTokenKeys = { all: ['api-tokens'] as const };

export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (query: Partial<AssignmentListQuery>) => ['assignments', 'list', query] as const,
  available: (search: string) => ['assignments', 'available', search] as const,
};

/** Billing: invoices, plans (and, under the same key, what a payment or a run changes). */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (query: ListParams<InvoiceListQuery>) => ['billing', 'invoices', query] as const,
  invoice: (id: number) => ['billing', 'invoice', id] as const,
  plans: () => ['billing', 'plans'] as const,
  /** A month's runs (the newest is in force) and one run with the issue of its drafts. */
  runs: (month: string) => ['billing', 'runs', month] as const,
  run: (id: number) => ['billing', 'run', id] as const,
  distributorTerms: (distributorId: number) =>
    ['billing', 'distributor-terms', distributorId] as const,
  payments: (query: ListParams<PaymentListQuery>) => ['billing', 'payments', query] as const,
  ledger: (distributorId: number) => ['billing', 'ledger', distributorId] as const,
  commissions: (query: ListParams<CommissionQuery>) => ['billing', 'commissions', query] as const,
};

/**
 * The books beyond the invoice (decision 0159): credit notes, refund vouchers, payouts, and what
 * the allocation and credit note dialogs read. Under billing's key: every billing write
 * refreshes them.
 */
export const booksKeys = {
  creditNotes: (query: ListParams<CreditNoteListQuery>) =>
    [...billingKeys.all, 'credit-notes', query] as const,
  creditNote: (id: number) => [...billingKeys.all, 'credit-note', id] as const,
  refundVouchers: (query: ListParams<RefundVoucherListQuery>) =>
    [...billingKeys.all, 'refund-vouchers', query] as const,
  refundVoucher: (id: number) => [...billingKeys.all, 'refund-voucher', id] as const,
  payouts: (query: ListParams<PayoutListQuery>) => [...billingKeys.all, 'payouts', query] as const,
  openInvoices: (distributorId: number) =>
    [...billingKeys.all, 'open-invoices', distributorId] as const,
  creditedLines: (invoiceId: number, noteIds: readonly number[]) =>
    [...billingKeys.all, 'credited-lines', invoiceId, noteIds] as const,
};

export const authKeys = {
  meta: () => ['meta'] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: ['dashboard', 'stats'] as const,
  charts: ['dashboard', 'charts'] as const,
  recentOrders: ['dashboard', 'recent-orders'] as const,
  recentAssignments: ['dashboard', 'recent-assignments'] as const,
};

export const distributorKeys = {
  all: ['distributors'] as const,
  list: (query: Partial<DistributorListQuery>) => ['distributors', 'list', query] as const,
  options: () => ['distributors', 'options'] as const,
  details: () => ['distributors', 'detail'] as const,
  detail: (id: number) => ['distributors', 'detail', id] as const,
  retailers: (id: number) => ['distributors', 'detail', id, 'retailers'] as const,
};

export const machineKeys = {
  all: ['machines'] as const,
  list: (query: Partial<MachineListQuery>) => ['machines', 'list', query] as const,
  history: (id: number) => ['machines', 'history', id] as const,
  /** A device's health and its last 90 days (decision 0176): a machine write refreshes it too. */
  activity: (id: number) => ['machines', 'activity', id] as const,
};

/** Under the machines' keys: every machine write refreshes them too. */
export const machineSwapKeys = {
  of: (id: number) => [...machineKeys.all, 'swaps', id] as const,
  check: (id: number, replacement: string | number) =>
    [...machineKeys.all, 'swap-check', id, replacement] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread-count'] as const,
  list: () => ['notifications', 'list'] as const,
  preferences: () => ['notification-preferences'] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: Partial<OrderListQuery>) => ['orders', 'list', query] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

export const organisationKeys = { all: ['organisation'] as const };

export const profileKeys = {
  sessions: () => ['auth', 'sessions'] as const,
  deletionRequest: () => ['auth', 'deletion-request'] as const,
};

export const deletionRequestKeys = {
  all: ['account-deletion-requests'] as const,
  list: (query: { status: string; page: number }) =>
    ['account-deletion-requests', 'list', query] as const,
};

export const providerKeys = {
  all: ['service-providers'] as const,
  list: () => ['service-providers', 'list'] as const,
  one: (id: number) => ['service-providers', 'detail', id] as const,
  inventory: (id: number, query: Partial<InventoryQuery>) =>
    ['service-providers', 'detail', id, 'inventory', query] as const,
  stockList: () => ['service-providers', 'stock'] as const,
  stock: (id: number) => ['service-providers', 'detail', id, 'stock'] as const,
};

/** Under the provider's key: a booking or a return (custody writes) refreshes the counts too. */
export const stockThresholdKeys = {
  of: (providerId: number) => [...providerKeys.one(providerId), 'stock-thresholds'] as const,
};

export const receiptKeys = {
  all: ['receipts'] as const,
  list: (query: ListParams<ReceiptListQuery>) => ['receipts', 'list', query] as const,
  one: (id: number) => ['receipts', 'one', id] as const,
  /** Every page of one receipt's devices. */
  itemsOf: (id: number) => ['receipts', 'items', id] as const,
  items: (id: number, query: ListParams<ReceiptItemListQuery>) =>
    ['receipts', 'items', id, query] as const,
};

/** Scheduled reports (Reports screen): the caller's schedules and each one's run history. */
export const reportScheduleKeys = {
  all: ['report-schedules'] as const,
  list: () => [...reportScheduleKeys.all, 'list'] as const,
  runs: (id: number) => [...reportScheduleKeys.all, 'runs', id] as const,
};

export const reportKeys = {
  preview: (type: ReportType, query: Record<string, string>) =>
    ['reports', 'preview', type, query] as const,
};

export const retailerKeys = {
  all: ['retailers'] as const,
  list: (query: Partial<RetailerListQuery>) => ['retailers', 'list', query] as const,
  options: (distributorId: number | 'all') => ['retailers', 'options', distributorId] as const,
  detail: (id: number) => ['retailers', 'detail', id] as const,
  documents: (id: number) => ['retailers', 'documents', id] as const,
};

export const rmaKeys = {
  all: ['rma'] as const,
  list: (query: ListParams<RmaBatchListQuery>) => ['rma', 'list', query] as const,
  one: (id: number) => ['rma', 'one', id] as const,
};

export const securityEventKeys = {
  all: ['security-events'] as const,
  list: (query: ListParams<SecurityEventListQuery>) => ['security-events', 'list', query] as const,
};

export const transferKeys = {
  all: ['transfers'] as const,
  list: (query: ListParams<TransferListQuery>) => ['transfers', 'list', query] as const,
  one: (id: number) => ['transfers', 'one', id] as const,
  available: (distributorId: number) => ['transfers', 'available', distributorId] as const,
};

export const twoFactorKeys = { status: () => ['auth', 'two-factor'] as const };

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
};
