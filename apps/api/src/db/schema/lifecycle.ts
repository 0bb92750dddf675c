import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { choice, requiredRef, serialId, stampedAt } from './columns';
import { distributors } from './distributors';
import { linkedMachineId, machineSetKeys } from './machine-links';
import { machines } from './machines';
import { retailers } from './retailers';
import { serviceProviders } from './service-providers';
import { createdBy, doneBy } from './user-columns';
import { users } from './users';

/**
 * A faulty-device swap at a merchant: the faulty machine left the assignment for MAINTENANCE and
 * the replacement joined it. `mapping` is the TID/MID/QR that moved (null when the provider
 * issues new ones).
 */
export const machineSwaps = pgTable(
  'machine_swaps',
  {
    id: serialId(),
    faultyMachineId: requiredRef('faulty_machine_id', () => machines.id),
    replacementMachineId: requiredRef('replacement_machine_id', () => machines.id),
    assignmentId: requiredRef('assignment_id', () => assignments.id),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    serviceProviderId: integer('service_provider_id').references(() => serviceProviders.id),
    reason: text('reason').notNull(),
    mapping: jsonb('mapping'),
    swappedBy: integer('swapped_by').references(() => users.id),
    swappedAt: stampedAt('swapped_at'),
  },
  (t) => [
    index('machine_swaps_faulty_idx').on(t.faultyMachineId),
    index('machine_swaps_replacement_idx').on(t.replacementMachineId),
    index('machine_swaps_distributor_idx').on(t.distributorId, t.swappedAt),
    index('machine_swaps_at_idx').on(t.swappedAt),
  ],
);

/** A batch of faulty devices sent back to their provider (RMA): SENT -> RECEIVED_BY_PROVIDER -> CLOSED. */
export const rmaBatches = pgTable(
  'rma_batches',
  {
    id: serialId(),
    /** RMA-000001, made from the id. */
    batchNumber: text('batch_number').notNull(),
    serviceProviderId: requiredRef('service_provider_id', () => serviceProviders.id),
    reference: text('reference').notNull(),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    status: choice('status', ['SENT', 'RECEIVED_BY_PROVIDER', 'CLOSED'], 'SENT'),
    notes: text('notes'),
    ...createdBy(),
    ...doneBy('received'),
    ...doneBy('closed'),
  },
  (t) => [
    uniqueIndex('rma_batches_number_key').on(t.batchNumber),
    index('rma_batches_provider_idx').on(t.serviceProviderId, t.createdAt),
    index('rma_batches_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A device of an RMA batch and its outcome at close: REPAIRED (back to AVAILABLE), REPLACED (it is
 * RETIRED and `replacement_serial` became a new machine), WRITTEN_OFF (RETIRED). `open` is true
 * until the batch closes: a device is in at most one open batch (the partial unique index).
 */
export const rmaItems = pgTable(
  'rma_items',
  {
    batchId: requiredRef('batch_id', () => rmaBatches.id, 'cascade'),
    machineId: linkedMachineId(),
    open: boolean('open').notNull().default(true),
    outcome: text('outcome', { enum: ['REPAIRED', 'REPLACED', 'WRITTEN_OFF'] }),
    replacementSerial: text('replacement_serial'),
    replacementMachineId: integer('replacement_machine_id').references(() => machines.id),
    outcomeNote: text('outcome_note'),
  },
  (t) => machineSetKeys('rma_items', t.batchId, t.machineId, ['open', t.open]),
);

/**
 * Devices an admin moves from one distributor to another. PENDING until the receiving
 * distributor ACCEPTS (the devices become its own) or REFUSES (with a reason; they stay with the
 * sender); an admin may CANCEL a pending one. While PENDING the devices are in transit.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serialId(),
    /** TR-000001, made from the id. */
    transferNumber: text('transfer_number').notNull(),
    fromDistributorId: requiredRef('from_distributor_id', () => distributors.id),
    toDistributorId: requiredRef('to_distributor_id', () => distributors.id),
    status: choice('status', ['PENDING', 'ACCEPTED', 'REFUSED', 'CANCELLED'], 'PENDING'),
    notes: text('notes'),
    refusalReason: text('refusal_reason'),
    ...createdBy(),
    ...doneBy('decided'),
  },
  (t) => [
    uniqueIndex('transfers_number_key').on(t.transferNumber),
    index('transfers_from_idx').on(t.fromDistributorId, t.createdAt),
    index('transfers_to_idx').on(t.toDistributorId, t.createdAt),
    index('transfers_status_idx').on(t.status, t.createdAt),
    check('transfers_other_distributor', sql`${t.fromDistributorId} <> ${t.toDistributorId}`),
  ],
);

/** The devices of a transfer. `pending` is true while the transfer is PENDING: a device is in
 *  at most one pending transfer (the partial unique index), and that is what "in transit" means. */
export const transferMachines = pgTable(
  'transfer_machines',
  {
    transferId: requiredRef('transfer_id', () => transfers.id, 'cascade'),
    machineId: linkedMachineId(),
    pending: boolean('pending').notNull().default(true),
  },
  (t) => machineSetKeys('transfer_machines', t.transferId, t.machineId, ['pending', t.pending]),
);
