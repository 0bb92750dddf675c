import type { ReportRun, ReportSchedule, ReportRunError } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { notFound } from '../../lib/http-errors';

type Stamp = Date | string;
const iso = (v: Stamp) => new Date(v).toISOString();
const isoOrNull = (v: Stamp | null) => (v === null ? null : iso(v));

type RunRow = {
  id: number | string;
  due_at: Stamp;
  started_at: Stamp;
  finished_at: Stamp | null;
  status: ReportRun['status'];
  row_count: number | null;
  file_size: number | null;
  error: string | null;
};

type ScheduleRow = {
  id: number;
  owner_user_id: number;
  owner_name: string;
  owner_email: string;
  name: string;
  report_type: ReportSchedule['reportType'];
  filters: Record<string, unknown>;
  format: ReportSchedule['format'];
  frequency: ReportSchedule['frequency'];
  time_of_day: string;
  day_of_week: number | null;
  day_of_month: number | null;
  recipients: string[];
  paused: boolean;
  next_run_at: Stamp;
  created_at: Stamp;
  last_run: RunRow | null;
};

function serializeRun(r: RunRow): ReportRun {
  return {
    id: Number(r.id),
    dueAt: iso(r.due_at),
    startedAt: iso(r.started_at),
    finishedAt: isoOrNull(r.finished_at),
    status: r.status,
    rowCount: r.row_count,
    fileSize: r.file_size,
    error: r.error as ReportRunError | null,
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
    nextRunAt: iso(s.next_run_at),
    createdAt: iso(s.created_at),
    owner: { id: s.owner_user_id, name: s.owner_name, email: s.owner_email },
    // json_build_object gives the run's timestamps as text.
    lastRun: s.last_run ? serializeRun(s.last_run) : null,
  };
}

async function selectSchedules(db: Executor, where: SQL): Promise<ReportSchedule[]> {
  const found = await rows<ScheduleRow>(
    db,
    sql`SELECT s.id, s.owner_user_id, u.name AS owner_name, u.email AS owner_email, s.name,
               s.report_type, s.filters, s.format, s.frequency, s.time_of_day, s.day_of_week,
               s.day_of_month, s.recipients, s.paused, s.next_run_at, s.created_at,
               (SELECT json_build_object('id', r.id, 'due_at', r.due_at, 'started_at', r.started_at,
                         'finished_at', r.finished_at, 'status', r.status,
                         'row_count', r.row_count, 'file_size', r.file_size, 'error', r.error)
                  FROM report_runs r WHERE r.schedule_id = s.id
                 ORDER BY r.due_at DESC, r.id DESC LIMIT 1) AS last_run
          FROM report_schedules s JOIN users u ON u.id = s.owner_user_id
         WHERE ${where}
         ORDER BY s.id`,
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
  const found = await rows<RunRow>(
    db,
    sql`SELECT id, due_at, started_at, finished_at, status, row_count, file_size, error
          FROM report_runs WHERE schedule_id = ${id}
         ORDER BY due_at DESC, id DESC LIMIT 100`,
  );
  return found.map(serializeRun);
}
