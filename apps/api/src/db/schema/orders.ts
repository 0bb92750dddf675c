import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { distributors } from './distributors';
import { machines } from './machines';
import { retailers } from './retailers';
import { serviceProviders } from './service-providers';
import { trigramIndex } from './trigram';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    status: text('status', {
      enum: ['PENDING', 'APPROVED', 'IN_PROGRESS', 'DELIVERED', 'CANCELLED'],
    })
      .notNull()
      .default('PENDING'),
    orderType: text('order_type', { enum: ['MACHINE_ALLOTMENT', 'SOUNDBOX_ALLOTMENT'] }).notNull(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    serviceProviderId: integer('service_provider_id').references(() => serviceProviders.id),
    quantity: integer('quantity').notNull(),
    machineType: text('machine_type'),
    model: text('model'),
    notes: text('notes'),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    deliveryAddress: text('delivery_address'),
    contactPerson: text('contact_person'),
    contactPhone: text('contact_phone'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Six digits, made when the order goes Out for Delivery; shown to admins and on the
     *  challan, never to the receiving side, who types it to confirm receipt. */
    handoverCode: text('handover_code'),
    handoverIssuedAt: timestamp('handover_issued_at', { withTimezone: true }),
    /** Wrong codes typed since the code was issued; at the limit the order is locked. */
    handoverFailures: integer('handover_failures').notNull().default(0),
    /** Set when the wrong-code limit is reached: only an admin can unlock (a new code). */
    handoverLockedAt: timestamp('handover_locked_at', { withTimezone: true }),
    /** Who confirmed receipt with the code, and when (null: not confirmed). */
    receivedBy: integer('received_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receiptNotes: text('receipt_notes'),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_distributor_idx').on(t.distributorId, t.createdAt),
    index('orders_retailer_idx').on(t.retailerId),
    index('orders_provider_idx').on(t.serviceProviderId),
    index('orders_created_idx').on(t.createdAt),
    trigramIndex('orders_number_trgm', t.orderNumber),
  ],
);

export const orderMachines = pgTable(
  'order_machines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    /** What the receiver reported at confirmation (null: not confirmed yet). */
    receiptState: text('receipt_state', { enum: ['RECEIVED', 'MISSING', 'DAMAGED'] }),
    receiptNote: text('receipt_note'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.machineId] }),
    index('order_machines_machine_idx').on(t.machineId),
  ],
);

/** The delivery timeline: one row per status change (the first is the creation). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    notes: text('notes'),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);
