import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  /** Device activity (decision 0176): seen within this many minutes is online. */
  heartbeatMinutes: integer('heartbeat_minutes').notNull().default(30),
  /** Active in the last 30 days: this many transactions on this many distinct days. */
  activeMinTransactions: integer('active_min_transactions').notNull().default(5),
  activeMinDays: integer('active_min_days').notNull().default(2),
  /** A first transaction of an ALLOTTED or INSTALLED device activates it. */
  activateOnFirstTransaction: boolean('activate_on_first_transaction').notNull().default(false),
  /** Offline longer than this many hours: in the offline alert. */
  offlineAlertHours: integer('offline_alert_hours').notNull().default(24),
  ...timestamps(),
});
