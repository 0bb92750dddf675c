import type { machines } from '../../db/schema';

/**
 * The columns of a machine that only custody writes (its status, holder, faulty flag and
 * activation lifecycle). A grep test (test/lint/custody-writer.test.ts) keeps every other write
 * of a machine away from them; edits of a machine's details use MachineDetails.
 */
export const CUSTODY_COLUMNS = [
  'status',
  'distributorId',
  'retailerId',
  'faulty',
  'activationState',
  'allottedAt',
  'installedOn',
  'installedBy',
  'installLocation',
  'activatedOn',
  'activationRef',
  'deactivatedAt',
] as const;

type MachineColumns = typeof machines.$inferInsert;

/** What an edit of a machine may change: everything but the custody columns. */
export type MachineDetails = Partial<Omit<MachineColumns, (typeof CUSTODY_COLUMNS)[number]>>;

/** Who holds machines: a distributor, maybe through one of its retailers. */
export type Holder = { distributorId: number; distributorName: string; retailerId: number | null };
