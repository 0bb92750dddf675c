import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
