/**
 * Who may do what, and the sidebar per role: pure rules without zod, so the web's first load (the
 * shell's guards and menu) takes them from `@dd/contract/values`. `permissions.ts` adds the schema.
 */
import type { UserType } from './enum-values';

export const ACTIONS = [
  'providers:read',
  'providers:write',
  'machines:read',
  'machines:write',
  'distributors:read',
  'distributors:write',
  'retailers:read',
  'retailers:write',
  'orders:read',
  'orders:create',
  'orders:updateStatus',
  'assignments:read',
  'assignments:write',
  'reports:read',
  'dashboard:read',
  'accounts:create',
  /** Act on requests to delete accounts: deactivate the account or decline (admins only). */
  'accounts:deactivate',
  'profile:self',
  /** The security event log (sign-ins, failures, password, session, role and status changes). */
  'security:read',
  /** Confirm receipt of an order with its hand-over code (the receiving distributor, or admin). */
  'orders:confirmReceipt',
  /** Issue a new hand-over code (unlocks an order after too many wrong codes). */
  'orders:handoverCode',
  /** Our company's details on delivery challans (Profile > Organisation). */
  'organisation:manage',
  /** Swap a faulty device at its holder for an AVAILABLE one (admin, the holding distributor). */
  'machines:swap',
  /** Transfers between distributors: read (each side its own), create and cancel (admins). */
  'transfers:read',
  'transfers:create',
  /** Accept or refuse an incoming transfer (the receiving distributor, or admin). */
  'transfers:decide',
  /** Reports of admin-only flows (the RMA batches report). */
  'reports:admin',
  /** Mark a distributor's or retailer's KYC VERIFIED or REJECTED (admins only). */
  'kyc:decide',
  /** A merchant's KYC documents, in the scope of the merchant (admins, its distributor, itself). */
  'kycDocuments:read',
  /** Outgoing webhooks: URLs, events, secrets, the delivery log (Profile > Webhooks). */
  'webhooks:manage',
  /** Billing: plans, distributors' terms, monthly runs, issuing and cancelling invoices (admins). */
  'billing:write',
  /** Invoices (a distributor its own issued ones). */
  'billing:read',
  /**
   * Record a device's lifecycle steps at the merchant: INSTALLED (admins, the holding distributor,
   * the holding retailer itself); ACTIVATED and DEACTIVATED are the admin's (the server's steps.ts).
   */
  'machines:install',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * the roles table of docs/product/overview.md. Which rows a role may see (its own scope) is the
 * server's job; this only says whether the action is allowed at all.
 */
export const PERMISSIONS = {
  admin: ACTIONS,
  distributor: [
    'providers:read',
    'machines:read',
    'distributors:read',
    'retailers:read',
    'retailers:write',
    'orders:read',
    'orders:create',
    'assignments:read',
    'assignments:write',
    'reports:read',
    'dashboard:read',
    'profile:self',
    'orders:confirmReceipt',
    'machines:swap',
    'transfers:read',
    'transfers:decide',
    'kycDocuments:read',
    'billing:read',
    'machines:install',
  ],
  retailer: [
    'machines:read',
    'orders:read',
    'dashboard:read',
    'profile:self',
    'kycDocuments:read',
    'machines:install',
  ],
} as const satisfies Record<UserType, readonly Action[]>;

export function can(role: UserType, action: Action): boolean {
  const allowed: readonly Action[] = PERMISSIONS[role] ?? [];
  return allowed.includes(action);
}

/** The sidebar, in the product's order (docs/product/screens.md). */
export const MENU = [
  { key: 'dashboard', path: '/dashboard', label: 'Dashboard' },
  { key: 'serviceProviders', path: '/service-providers', label: 'Service Providers' },
  { key: 'orders', path: '/orders', label: 'Orders' },
  { key: 'machines', path: '/machines', label: 'Machines' },
  { key: 'assignments', path: '/assignments', label: 'Assignments' },
  { key: 'distributors', path: '/distributors', label: 'Distributors' },
  { key: 'retailers', path: '/retailers', label: 'Retailers' },
  { key: 'reports', path: '/reports', label: 'Reports' },
  { key: 'billing', path: '/billing', label: 'Billing' },
  { key: 'profile', path: '/profile', label: 'Profile' },
] as const;
export type MenuItem = (typeof MENU)[number];
export type MenuKey = MenuItem['key'];

/**
 * docs/product/screens.md: retailer sees Dashboard and Profile; distributor all but Distributors (Billing:
 * its own invoices); admin all.
 */
export const MENU_BY_ROLE = {
  admin: MENU.map((item) => item.key),
  distributor: MENU.map((item) => item.key).filter((key) => key !== 'distributors'),
  retailer: ['dashboard', 'profile'],
} as const satisfies Record<UserType, readonly MenuKey[]>;

export function menuFor(role: UserType): MenuItem[] {
  const visible: readonly MenuKey[] = MENU_BY_ROLE[role] ?? [];
  return MENU.filter((item) => visible.includes(item.key));
}
