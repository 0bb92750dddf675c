import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { distributors } from './distributors';
import { machines } from './machines';
import { retailers } from './retailers';
import { serviceProviders } from './service-providers';
import { users } from './users';

/**
 * A faulty-device swap at a merchant: the faulty machine left the assignment for MAINTENANCE and
 * the replacement joined it. `mapping` is the TID/MID/QR that moved (null when the provider
 * issues new ones).
 */
export const machineSwaps = pgTable(
  'machine_swaps',
  {
    id: serial('id').primaryKey(),
    faultyMachineId: integer('faulty_machine_id')
      .notNull()
      .references(() => machines.id),
    replacementMachineId: integer('replacement_machine_id')
      .notNull()
      .references(() => machines.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    serviceProviderId: integer('service_provider_id').references(() => serviceProviders.id),
    reason: text('reason').notNull(),
    mapping: jsonb('mapping'),
    swappedBy: integer('swapped_by').references(() => users.id),
    swappedAt: timestamp('swapped_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    /** RMA-000001, made from the id. */
    batchNumber: text('batch_number').notNull(),
    serviceProviderId: integer('service_provider_id')
      .notNull()
      .references(() => serviceProviders.id),
    reference: text('reference').notNull(),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    status: text('status', { enum: ['SENT', 'RECEIVED_BY_PROVIDER', 'CLOSED'] })
      .notNull()
      .default('SENT'),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: integer('received_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
    batchId: integer('batch_id')
      .notNull()
      .references(() => rmaBatches.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    open: boolean('open').notNull().default(true),
    outcome: text('outcome', { enum: ['REPAIRED', 'REPLACED', 'WRITTEN_OFF'] }),
    replacementSerial: text('replacement_serial'),
    replacementMachineId: integer('replacement_machine_id').references(() => machines.id),
    outcomeNote: text('outcome_note'),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.machineId] }),
    uniqueIndex('rma_items_one_open')
      .on(t.machineId)
      .where(sql`${t.open}`),
    index('rma_items_machine_idx').on(t.machineId),
  ],
);

/**
 * Devices an admin moves from one distributor to another. PENDING until the receiving
 * distributor ACCEPTS (the devices become its own) or REFUSES (with a reason; they stay with the
 * sender); an admin may CANCEL a pending one. While PENDING the devices are in transit.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    /** TR-000001, made from the id. */
    transferNumber: text('transfer_number').notNull(),
    fromDistributorId: integer('from_distributor_id')
      .notNull()
      .references(() => distributors.id),
    toDistributorId: integer('to_distributor_id')
      .notNull()
      .references(() => distributors.id),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REFUSED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    notes: text('notes'),
    refusalReason: text('refusal_reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
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
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    pending: boolean('pending').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.machineId] }),
    uniqueIndex('transfer_machines_one_pending')
      .on(t.machineId)
      .where(sql`${t.pending}`),
    index('transfer_machines_machine_idx').on(t.machineId),
  ],
);
