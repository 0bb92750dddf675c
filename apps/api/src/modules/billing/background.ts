import type { Db } from '../../db/client';
import type { BackgroundRegistry } from '../../platform/background';
import { overdueRemindersJob } from './reminders/overdue';

/** Billing's periodic work: reminding distributors of overdue invoices (decision 0145). */
export function registerBilling(background: BackgroundRegistry, db: Db) {
  background.every(overdueRemindersJob(db));
}
