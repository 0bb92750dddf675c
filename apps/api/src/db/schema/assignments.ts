import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { orders } from './orders';
import { retailers } from './retailers';
import { users } from './users';

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE', 'RETURNED', 'REASSIGNED'] })
      .notNull()
      .default('ACTIVE'),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    orderId: integer('order_id').references(() => orders.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    notes: text('notes'),
    assignedBy: integer('assigned_by').references(() => users.id),
    assignedByRole: text('assigned_by_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_status_idx').on(t.status, t.createdAt),
    index('assignments_distributor_idx').on(t.distributorId, t.createdAt),
    index('assignments_retailer_idx').on(t.retailerId),
    index('assignments_order_idx').on(t.orderId),
    index('assignments_created_idx').on(t.createdAt),
    check('assignments_valid_range', sql`${t.validTo} IS NULL OR ${t.validTo} >= ${t.validFrom}`),
  ],
);

export const assignmentMachines = pgTable(
  'assignment_machines',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    /** True while the assignment is ACTIVE; the partial unique index below is the
     *  database's guarantee that a machine is in at most one ACTIVE assignment. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.machineId] }),
    uniqueIndex('assignment_machines_one_active')
      .on(t.machineId)
      .where(sql`${t.active}`),
    index('assignment_machines_machine_idx').on(t.machineId),
  ],
);
