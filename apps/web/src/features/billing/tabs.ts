import { can, type Action, type UserType } from '@dd/contract';

/** A tab whose text lives in the books' catalogue (decision 0159), not under `billing.tabs`. */
type BooksTabLabel = `books.tabs.${'creditNotes' | 'refundVouchers' | 'payouts'}`;

/** Billing's screens (decision 0147): each a route of its own, shown to the roles that may. */
const BILLING_TABS = [
  { key: 'invoices', path: '/billing/invoices', action: 'billing:read' },
  { key: 'payments', path: '/billing/payments', action: 'billing:read' },
  {
    key: 'creditNotes',
    path: '/billing/credit-notes',
    action: 'billing:read',
    label: 'books.tabs.creditNotes',
  },
  {
    key: 'refundVouchers',
    path: '/billing/refund-vouchers',
    action: 'billing:read',
    label: 'books.tabs.refundVouchers',
  },
  { key: 'payouts', path: '/billing/payouts', action: 'billing:read', label: 'books.tabs.payouts' },
  { key: 'ledger', path: '/billing/ledger', action: 'billing:read' },
  { key: 'commissions', path: '/billing/commissions', action: 'billing:read' },
  { key: 'exports', path: '/billing/exports', action: 'billing:write' },
  { key: 'plans', path: '/billing/plans', action: 'billing:write' },
  { key: 'runs', path: '/billing/runs', action: 'billing:write' },
] as const satisfies readonly {
  key: string;
  path: string;
  action: Action;
  label?: BooksTabLabel;
}[];

export type BillingTab = (typeof BILLING_TABS)[number]['key'];

export const billingTabsFor = (role: UserType) =>
  BILLING_TABS.filter((tab) => can(role, tab.action));
