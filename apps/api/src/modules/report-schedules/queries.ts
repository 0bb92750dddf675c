import {
  ReportRunError,
  ReportRunStatus,
  ReportType,
  ScheduleFormat,
  ScheduleFrequency,
  type ReportRun,
  type ReportSchedule,
} from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { integer, timestamptz } from '../../db/row-types';
import { notFound } from '../../lib/http-errors';
import { reportRuns, reportSchedules, users } from '../../db/schema';

// Top-level timestamps come as text; json_build_object's (last_run) as ISO text: one parser.
const RunRow = z.object({
  id: integer,
  due_at: timestamptz,
  started_at: timestamptz,
  finished_at: timestamptz.nullable(),
  status: ReportRunStatus,
  row_count: integer.nullable(),
  file_size: integer.nullable(),
  error: ReportRunError.nullable(),
});
type RunRow = z.infer<typeof RunRow>;

const ScheduleRow = z.object({
  id: z.int(),
  owner_user_id: z.int(),
  owner_name: z.string(),
  owner_email: z.string(),
  name: z.string(),
  report_type: ReportType,
  filters: z.record(z.string(), z.unknown()),
  format: ScheduleFormat,
  frequency: ScheduleFrequency,
  time_of_day: z.string(),
  day_of_week: z.int().nullable(),
  day_of_month: z.int().nullable(),
  recipients: z.array(z.string()),
  paused: z.boolean(),
  next_run_at: timestamptz,
  created_at: timestamptz,
  last_run: RunRow.nullable(),
});
type ScheduleRow = z.infer<typeof ScheduleRow>;

function serializeRun(r: RunRow): ReportRun {
  return {
    id: r.id,
    dueAt: r.due_at.toISOString(),
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    status: r.status,
    rowCount: r.row_count,
    fileSize: r.file_size,
    error: r.error,
  };
}

function serialize(s: ScheduleRow): ReportSchedule {
  return {
    id: s.id,
    name: s.name,
    reportType: s.report_type,
    filters: s.filters,
    format: s.format,
    frequency: s.frequency,
    timeOfDay: s.time_of_day,
    dayOfWeek: s.day_of_week,
    dayOfMonth: s.day_of_month,
    recipients: s.recipients,
    paused: s.paused,
    nextRunAt: s.next_run_at.toISOString(),
    createdAt: s.created_at.toISOString(),
    owner: { id: s.owner_user_id, name: s.owner_name, email: s.owner_email },
    // json_build_object gives the run's timestamps as text.
    lastRun: s.last_run ? serializeRun(s.last_run) : null,
  };
}

async function selectSchedules(db: Executor, where: SQL): Promise<ReportSchedule[]> {
  const found = await rows(
    db,
    sql`SELECT s.id, s.owner_user_id, u.name AS owner_name, u.email AS owner_email, s.name,
               s.report_type, s.filters, s.format, s.frequency, s.time_of_day, s.day_of_week,
               s.day_of_month, s.recipients, s.paused, s.next_run_at, s.created_at,
               (SELECT json_build_object('id', r.id, 'due_at', r.due_at, 'started_at', r.started_at,
                         'finished_at', r.finished_at, 'status', r.status,
                         'row_count', r.row_count, 'file_size', r.file_size, 'error', r.error)
                  FROM ${reportRuns} r WHERE r.schedule_id = s.id
                 ORDER BY r.due_at DESC, r.id DESC LIMIT 1) AS last_run
          FROM ${reportSchedules} s JOIN ${users} u ON u.id = s.owner_user_id
         WHERE ${where}
         ORDER BY s.id`,
    ScheduleRow,
  );
  return found.map(serialize);
}

/** Which schedules a caller may see: their own; an admin's `all` shows everyone's. */
function visible(p: Principal, all = false): SQL {
  if (p.role === 'admin' && all) return sql`true`;
  return sql`s.owner_user_id = ${p.userId}`;
}

/** One schedule: its owner's, or any for an admin; else 404 (another's id reveals nothing). */
function reachable(p: Principal): SQL {
  return p.role === 'admin' ? sql`true` : sql`s.owner_user_id = ${p.userId}`;
}

export function listSchedules(db: Executor, p: Principal, all: boolean) {
  return selectSchedules(db, visible(p, all));
}

export async function getSchedule(db: Executor, p: Principal, id: number): Promise<ReportSchedule> {
  const [found] = await selectSchedules(db, sql`s.id = ${id} AND ${reachable(p)}`);
  if (!found) throw notFound('not_found', 'Scheduled report not found');
  return found;
}

/** The schedule's runs, latest first (the last 100). */
export async function listRuns(db: Executor, p: Principal, id: number): Promise<ReportRun[]> {
  await getSchedule(db, p, id);
  const found = await rows(
    db,
    sql`SELECT id, due_at, started_at, finished_at, status, row_count, file_size, error
          FROM ${reportRuns} WHERE schedule_id = ${id}
         ORDER BY due_at DESC, id DESC LIMIT 100`,
    RunRow,
  );
  return found.map(serializeRun);
}
