import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { choice, serialId, timestamps } from './columns';

export const serviceProviders = pgTable('service_providers', {
  id: serialId(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  status: choice('status', ['ACTIVE', 'INACTIVE'], 'ACTIVE'),
  /** Devices allotted or installed but not activated for more than this many days are idle. */
  idleDays: integer('idle_days').notNull().default(30),
  /** On a faulty-device swap: the TID/MID/QR mapping moves to the replacement (CARRY_OVER), or
   *  the replacement keeps its own and the provider issues new ones (ISSUE_NEW). */
  swapMapping: choice('swap_mapping', ['CARRY_OVER', 'ISSUE_NEW'], 'CARRY_OVER'),
  ...timestamps(),
});
