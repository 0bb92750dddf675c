import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trigramIndex } from './trigram';

export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    gstNumber: text('gst_number'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('distributors_status_idx').on(t.status),
    index('distributors_city_idx').on(t.city),
    index('distributors_state_idx').on(t.state),
    index('distributors_created_idx').on(t.createdAt),
    trigramIndex('distributors_name_trgm', t.name),
    trigramIndex('distributors_email_trgm', t.email),
    trigramIndex('distributors_company_trgm', t.companyName),
    trigramIndex('distributors_address_trgm', t.address),
    trigramIndex('distributors_city_trgm', t.city),
  ],
);
