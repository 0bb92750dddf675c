import {
  can,
  REPORT_ACCESS,
  ReportFilters,
  type ReportSchedule,
  type ReportScheduleRequest,
} from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { reportSchedules } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { nextRunAt } from './next-run';
import { getSchedule } from './queries';
import { scheduleOwner } from './owner';

/** A request as the contract's schema hands it over (defaults applied). */
type ScheduleInput = Omit<ReportScheduleRequest, 'filters' | 'recipients'> & {
  filters: Record<string, unknown>;
  recipients: string[];
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The stored fields of a request: the filters as the type's schema reads them (unknown keys
 * dropped), the timetable's unused day cleared, the next slot after `now`.
 */
function columnsOf(input: ScheduleInput, now: Date) {
  const filters = ReportFilters[input.reportType].parse(input.filters) as Record<string, unknown>;
  const dayOfWeek = input.frequency === 'weekly' ? (input.dayOfWeek ?? null) : null;
  const dayOfMonth = input.frequency === 'monthly' ? (input.dayOfMonth ?? null) : null;
  const timetable = {
    frequency: input.frequency,
    timeOfDay: input.timeOfDay,
    dayOfWeek,
    dayOfMonth,
  };
  return {
    name: input.name,
    reportType: input.reportType,
    filters,
    format: input.format,
    ...timetable,
    recipients: [...new Set(input.recipients)],
    nextRunAt: nextRunAt(timetable, now),
  };
}

/** Only admins name extra addresses; others may send back what an admin set, unchanged. */
function checkRecipients(p: Principal, wanted: readonly string[], current: readonly string[]) {
  if (p.role !== 'admin' && wanted.length > 0 && !sameList(wanted, current))
    throw forbidden(
      'schedule_recipients_admin_only',
      'Only an admin can send a scheduled report to other addresses',
    );
}

export async function createSchedule(
  db: Executor,
  p: Principal,
  input: ScheduleInput,
  now: Date,
): Promise<ReportSchedule> {
  if (!can(p.role, REPORT_ACCESS[input.reportType])) throw forbidden('forbidden');
  checkRecipients(p, input.recipients, []);
  const [created] = await db
    .insert(reportSchedules)
    .values({ ownerUserId: p.userId, ...columnsOf(input, now) })
    .returning({ id: reportSchedules.id });
  return getSchedule(db, p, created!.id);
}

export async function updateSchedule(
  db: Executor,
  p: Principal,
  id: number,
  input: ScheduleInput,
  now: Date,
): Promise<ReportSchedule> {
  const current = await getSchedule(db, p, id);
  // The report runs as its owner: the owner's role must be able to read the new type too.
  const owner = await scheduleOwner(db, current.owner.id);
  if (!can(p.role, REPORT_ACCESS[input.reportType])) throw forbidden('forbidden');
  if (!owner || !can(owner.principal.role, REPORT_ACCESS[input.reportType]))
    throw forbidden('forbidden');
  checkRecipients(p, input.recipients, current.recipients);
  await db.update(reportSchedules).set(columnsOf(input, now)).where(eq(reportSchedules.id, id));
  return getSchedule(db, p, id);
}

/** Pause, or resume from the next slot after now (slots missed while paused do not run). */
export async function setPaused(
  db: Executor,
  p: Principal,
  id: number,
  paused: boolean,
  now: Date,
): Promise<ReportSchedule> {
  const current = await getSchedule(db, p, id);
  const next = paused ? new Date(current.nextRunAt) : nextRunAt(current, now);
  await db
    .update(reportSchedules)
    .set({ paused, nextRunAt: next })
    .where(eq(reportSchedules.id, id));
  return getSchedule(db, p, id);
}

/** Deletes the schedule and its run history (a run in flight finds it gone and stops). */
export async function deleteSchedule(db: Executor, p: Principal, id: number): Promise<void> {
  await getSchedule(db, p, id);
  await db.execute(sql`DELETE FROM ${reportSchedules} WHERE id = ${id}`);
}
