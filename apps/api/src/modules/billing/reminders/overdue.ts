import { todayInIndia } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../../db/client';
import { date, integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { dailyJob } from '../../../platform/daily-job';
import { addDays } from '../months';
import { emitOverdue, type InvoiceFacts } from '../invoices/events';
import { isOpenInvoice } from '../invoices/open';
import { distributors, invoices } from '../../../db/schema';

/** Reminders go out from 10:00 India time. */
const REMINDER_HOUR = 10;
/** A distributor is reminded of an invoice at most once in this many days. */
const REMINDER_EVERY_DAYS = 7;

/** An invoice reminded of: its facts for the event, what is left to pay and how late it is. */
const due = z.object({
  id: integer,
  number: z.string(),
  distributorId: integer,
  distributorName: z.string(),
  month: date,
  dueDate: date,
  balancePaise: integer,
  daysOverdue: integer,
}) satisfies z.ZodType<InvoiceFacts & { balancePaise: number; daysOverdue: number }>;

/**
 * Marks every invoice that is ISSUED or PARTIALLY_PAID past its due date with something left to pay
 * (a month of deposit refunds only is a credit, not a debt), and whose distributor
 * was not reminded of it in the last 7 days, as reminded today, and writes its `invoice.overdue`
 * event, in one transaction. The UPDATE is the claim: a second process running at the same time
 * waits for the rows and, once the first commits, finds them reminded today (PostgreSQL rechecks
 * the condition on the updated row), so each invoice is reminded once.
 */
export async function remindOverdue(tx: Executor, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const reminded = await rows(
    tx,
    sql`UPDATE ${invoices} i SET overdue_reminded_on = ${today}::date
          FROM ${distributors} d
         WHERE d.id = i.distributor_id
           AND ${isOpenInvoice(sql`i.status`)}
           AND i.due_date < ${today}::date
           AND i.total_paise > i.settled_paise
           AND (i.overdue_reminded_on IS NULL
                OR i.overdue_reminded_on <= ${addDays(today, -REMINDER_EVERY_DAYS)}::date)
     RETURNING i.id, i.number, i.distributor_id AS "distributorId",
               d.company_name AS "distributorName", i.month::text AS month,
               i.due_date::text AS "dueDate", (i.total_paise - i.settled_paise)::bigint AS "balancePaise",
               (${today}::date - i.due_date)::int AS "daysOverdue"`,
    due,
  );
  reminded.sort((a, b) => a.id - b.id);
  await emitOverdue(
    tx,
    reminded.map((d) => ({
      inv: d,
      balancePaise: d.balancePaise,
      daysOverdue: d.daysOverdue,
      day: today,
    })),
  );
  return reminded.length;
}

/** Overdue reminders as a periodic job: once a day, from 10:00 India time. */
export const overdueRemindersJob = (db: Db) =>
  dailyJob(
    'overdue invoice reminders',
    (now) => db.transaction((tx) => remindOverdue(tx, now)),
    REMINDER_HOUR,
  );
