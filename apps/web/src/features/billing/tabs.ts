import { can, type Action, type UserType } from '@dd/contract';

/** Billing's screens (decision 0147): each a route of its own, shown to the roles that may. */
export const BILLING_TABS = [
  { key: 'invoices', path: '/billing/invoices', action: 'billing:read' },
  { key: 'payments', path: '/billing/payments', action: 'billing:read' },
  { key: 'ledger', path: '/billing/ledger', action: 'billing:read' },
  { key: 'commissions', path: '/billing/commissions', action: 'billing:read' },
  { key: 'exports', path: '/billing/exports', action: 'billing:write' },
  { key: 'plans', path: '/billing/plans', action: 'billing:write' },
  { key: 'runs', path: '/billing/runs', action: 'billing:write' },
] as const satisfies readonly { key: string; path: string; action: Action }[];

export type BillingTab = (typeof BILLING_TABS)[number]['key'];

export const billingTabsFor = (role: UserType) =>
  BILLING_TABS.filter((tab) => can(role, tab.action));
