import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, choice, phraseColumn, requiredRef, serialId, stampedAt, timestamps } from './columns';
import { distributors } from './distributors';
import { linkedMachineId, machineSetKeys } from './machine-links';
import { retailers } from './retailers';
import { serviceProviders } from './service-providers';
import { trigramIndex } from './trigram';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    orderNumber: text('order_number').notNull(),
    status: choice(
      'status',
      ['PENDING', 'APPROVED', 'IN_PROGRESS', 'DELIVERED', 'CANCELLED'],
      'PENDING',
    ),
    orderType: text('order_type', { enum: ['MACHINE_ALLOTMENT', 'SOUNDBOX_ALLOTMENT'] }).notNull(),
    distributorId: requiredRef('distributor_id', () => distributors.id),
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
    ...timestamps(),
    /** Six digits, made when the order goes Out for Delivery; shown to admins and on the
     *  challan, never to the receiving side, who types it to confirm receipt. */
    handoverCode: text('handover_code'),
    handoverIssuedAt: at('handover_issued_at'),
    /** Wrong codes typed since the code was issued; at the limit the order is locked. */
    handoverFailures: integer('handover_failures').notNull().default(0),
    /** Set when the wrong-code limit is reached: only an admin can unlock (a new code). */
    handoverLockedAt: at('handover_locked_at'),
    /** Who confirmed receipt with the code, and when (null: not confirmed). */
    receivedBy: integer('received_by').references(() => users.id),
    receivedAt: at('received_at'),
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
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    machineId: linkedMachineId(),
    /** What the receiver reported at confirmation (null: not confirmed yet). */
    receiptState: text('receipt_state', { enum: ['RECEIVED', 'MISSING', 'DAMAGED'] }),
    receiptNote: text('receipt_note'),
  },
  (t) => machineSetKeys('order_machines', t.orderId, t.machineId),
);

/** The delivery timeline: one row per status change (the first is the creation). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    status: text('status').notNull(),
    notes: text('notes'),
    phrase: phraseColumn(),
    userId: integer('user_id').references(() => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);
