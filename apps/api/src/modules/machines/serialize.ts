import { withMachineAliases, type ActivityState, type Machine } from '@dd/contract';
import type { machines } from '../../db/schema';

/** A row of the `machines` table as drizzle selects it. */
export type MachineRow = typeof machines.$inferSelect;

/**
 * A `machines` row as the API answers it: the contract's camelCase fields plus the spec's
 * snake_case aliases. Shared by machines, inventory, orders and assignments: keep it stable.
 */
export function toMachine(row: MachineRow): Machine {
  return toMachineNamed(row, null);
}

/** The holder's and retailer's names (joined by the machines list and a machine's own answer). */
export type HolderNames = {
  distributorName: string | null;
  retailerName: string | null;
  retailerShopName: string | null;
};

/** In a pending transfer / an open RMA batch (the machines list and a machine's own answers). */
export type MachineFlags = { inTransit: boolean; inRma: boolean; awaitingDelivery: boolean };

/** What its activity says and when it was last seen (the machines list; decision 0176). */
export type MachineSeen = { activity: ActivityState; lastSeenAt: string | null };

/**
 * toMachine with the holder's and retailer's names, the machine's flags and its activity (null:
 * the answer leaves them out).
 */
export function toMachineNamed(
  row: MachineRow,
  names: HolderNames | null,
  flags: MachineFlags | null = null,
  seen: MachineSeen | null = null,
): Machine {
  return withMachineAliases({
    id: row.id,
    ...machineSnapshot(row),
    activationState: row.activationState,
    allottedAt: row.allottedAt?.toISOString() ?? null,
    installedOn: row.installedOn,
    installLocation: row.installLocation,
    activatedOn: row.activatedOn,
    activationRef: row.activationRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...names,
    ...flags,
    ...seen,
  });
}

/**
 * What the audit log keeps of a machine (before / after): its editable state and holder (the
 * answer's fields, in the same order, but id and times).
 */
export function machineSnapshot(row: MachineRow) {
  return {
    serialNumber: row.serialNumber,
    model: row.model,
    manufacturer: row.manufacturer,
    type: row.machineType,
    status: row.status,
    partner: row.partner,
    partnerType: row.partnerType,
    mid: row.mid,
    tid: row.tid,
    qrCode: row.qrCode,
    simNumber: row.simNumber,
    imei: row.imei,
    hasStandee: row.hasStandee,
    serviceProviderId: row.serviceProviderId,
    distributorId: row.distributorId,
    retailerId: row.retailerId,
  };
}
