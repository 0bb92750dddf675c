import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const serviceProviders = pgTable('service_providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
    .notNull()
    .default('ACTIVE'),
  /** Devices allotted or installed but not activated for more than this many days are idle. */
  idleDays: integer('idle_days').notNull().default(30),
  /** On a faulty-device swap: the TID/MID/QR mapping moves to the replacement (CARRY_OVER), or
   *  the replacement keeps its own and the provider issues new ones (ISSUE_NEW). */
  swapMapping: text('swap_mapping', { enum: ['CARRY_OVER', 'ISSUE_NEW'] })
    .notNull()
    .default('CARRY_OVER'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
