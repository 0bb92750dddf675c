import { ACTIONS, can, type Action, type UserType } from '@dd/contract';

/**
 * What the profile's System Access section lists, derived from the contract's PERMISSIONS (the
 * same matrix the server enforces), never hard-coded per role.
 */
const PERMISSION_KEYS = [
  'fullAccess',
  'userManagement',
  'systemConfiguration',
  'reportsAccess',
  'orderBooking',
  'assignmentManagement',
  'retailerManagement',
  'orderTracking',
  'dashboardAccess',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

const hasAll = (role: UserType, actions: readonly Action[]) =>
  actions.every((action) => can(role, action));

/** The headline permissions (docs/product/screens.md: an admin has exactly these four). */
const SUMMARY: [PermissionKey, (role: UserType) => boolean][] = [
  ['fullAccess', (role) => hasAll(role, ACTIONS)],
  ['userManagement', (role) => can(role, 'accounts:create')],
  ['systemConfiguration', (role) => hasAll(role, ['providers:write', 'machines:write'])],
  ['reportsAccess', (role) => can(role, 'reports:read')],
];

/** Finer permissions, listed only for roles without full access (full access covers them). */
const DETAIL: [PermissionKey, Action][] = [
  ['orderBooking', 'orders:create'],
  ['assignmentManagement', 'assignments:write'],
  ['retailerManagement', 'retailers:write'],
  ['orderTracking', 'orders:read'],
  ['dashboardAccess', 'dashboard:read'],
];

export function permissionsOf(role: UserType): PermissionKey[] {
  const summary = SUMMARY.filter(([, test]) => test(role)).map(([key]) => key);
  if (summary.includes('fullAccess')) return summary;
  return [...summary, ...DETAIL.filter(([, action]) => can(role, action)).map(([key]) => key)];
}

/** The profile's systemAccess flags (docs/product/screens.md), each with the actions it covers. */
const MODULES = {
  dashboard: ['dashboard:read'],
  users: ['accounts:create'],
  machines: ['machines:read', 'machines:write'],
  orders: ['orders:read', 'orders:create', 'orders:updateStatus'],
  reports: ['reports:read'],
  settings: ['providers:write'],
} as const satisfies Record<string, readonly Action[]>;
export type ModuleKey = keyof typeof MODULES;
export type AccessLevel = 'full' | 'limited' | 'none';

export function moduleAccess(role: UserType): { module: ModuleKey; level: AccessLevel }[] {
  return (Object.keys(MODULES) as ModuleKey[]).map((module) => {
    const actions: readonly Action[] = MODULES[module];
    const allowed = actions.filter((action) => can(role, action)).length;
    const level: AccessLevel =
      allowed === actions.length ? 'full' : allowed > 0 ? 'limited' : 'none';
    return { module, level };
  });
}
