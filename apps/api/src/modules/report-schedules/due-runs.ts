import { ScheduleFrequency } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { integer, timestamptz } from '../../db/row-types';
import { enqueue } from '../../platform/queue';
import { nextRunAt } from './next-run';
import { reportRuns, reportSchedules } from '../../db/schema';

export const REPORT_RUN_JOB = 'report.run';

const DueRow = z.object({
  id: z.int(),
  frequency: ScheduleFrequency,
  time_of_day: z.string(),
  day_of_week: z.int().nullable(),
  day_of_month: z.int().nullable(),
  next_run_at: timestamptz,
});

/**
 * Queues the runs that came due (a periodic job, every poll): takes the due, unpaused schedules
 * with FOR UPDATE SKIP LOCKED and, in one transaction per batch, moves each to its next slot
 * after `now`, records a run for the slot that came due (unique per schedule and slot) and
 * queues its job. Any number of processes may do it: a slot is claimed by one, and a second
 * claim of it inserts nothing.
 */
export async function queueDueRuns(db: Db, now: Date): Promise<void> {
  for (let more = true; more; ) {
    more = await db.transaction(async (tx) => {
      const due = await rows(
        tx,
        sql`SELECT id, frequency, time_of_day, day_of_week, day_of_month, next_run_at
                FROM ${reportSchedules}
               WHERE NOT paused AND next_run_at <= ${now.toISOString()}::timestamptz
               ORDER BY next_run_at, id
               LIMIT 50
                 FOR UPDATE SKIP LOCKED`,
        DueRow,
      );
      for (const s of due) {
        const dueAt = s.next_run_at.toISOString();
        const next = nextRunAt(
          {
            frequency: s.frequency,
            timeOfDay: s.time_of_day,
            dayOfWeek: s.day_of_week,
            dayOfMonth: s.day_of_month,
          },
          now,
        );
        await tx.execute(
          sql`UPDATE ${reportSchedules} SET next_run_at = ${next.toISOString()}::timestamptz WHERE id = ${s.id}`,
        );
        const [run] = await rows(
          tx,
          sql`INSERT INTO ${reportRuns} (schedule_id, due_at, started_at)
                VALUES (${s.id}, ${dueAt}::timestamptz, ${now.toISOString()}::timestamptz)
                ON CONFLICT (schedule_id, due_at) DO NOTHING
                RETURNING id`,
          z.object({ id: integer }),
        );
        if (!run) continue;
        await enqueue(tx, {
          kind: REPORT_RUN_JOB,
          payload: { runId: run.id },
          dedupeKey: `report:${s.id}:${dueAt}`,
          runAt: now,
          maxAttempts: 3,
        });
      }
      return due.length === 50;
    });
  }
}
