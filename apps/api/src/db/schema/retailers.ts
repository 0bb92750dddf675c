import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { distributors } from './distributors';
import { trigramIndex } from './trigram';

export const retailers = pgTable(
  'retailers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    shopName: text('shop_name').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    gstNumber: text('gst_number'),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retailers_distributor_idx').on(t.distributorId),
    index('retailers_status_idx').on(t.status),
    index('retailers_city_idx').on(t.city),
    index('retailers_created_idx').on(t.createdAt),
    trigramIndex('retailers_name_trgm', t.name),
    trigramIndex('retailers_email_trgm', t.email),
    trigramIndex('retailers_shop_trgm', t.shopName),
    trigramIndex('retailers_address_trgm', t.address),
    trigramIndex('retailers_city_trgm', t.city),
  ],
);
