import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { choice, phraseColumn, requiredRef, serialId, timestamps } from './columns';
import { distributors } from './distributors';
import { linkedMachineId, machineSetKeys } from './machine-links';
import { orders } from './orders';
import { retailers } from './retailers';
import { users } from './users';

export const assignments = pgTable(
  'assignments',
  {
    id: serialId(),
    status: choice('status', ['ACTIVE', 'INACTIVE', 'RETURNED', 'REASSIGNED'], 'ACTIVE'),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    orderId: integer('order_id').references(() => orders.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    notes: text('notes'),
    /** What the server wrote of how it came (a transfer received), in the reader's language. */
    phrase: phraseColumn(),
    assignedBy: integer('assigned_by').references(() => users.id),
    assignedByRole: text('assigned_by_role'),
    /** When it was returned (status RETURNED); null otherwise, also after the Return is undone. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    ...timestamps(),
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
    assignmentId: requiredRef('assignment_id', () => assignments.id, 'cascade'),
    machineId: linkedMachineId(),
    /** True while the assignment is ACTIVE; the partial unique index below is the
     *  database's guarantee that a machine is in at most one ACTIVE assignment. */
    active: boolean('active').notNull().default(true),
  },
  (t) => machineSetKeys('assignment_machines', t.assignmentId, t.machineId, ['active', t.active]),
);
