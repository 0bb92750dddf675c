import { z } from 'zod';
import { Count, IntId, IsoDateTime, Email, line } from './common';
import { ReportType } from './enums';
import { ReportFilters } from './reports';

/**
 * Scheduled reports (issue #18): a report of the Reports screen (type, filters, format) emailed
 * daily, weekly or monthly at a time in the business's zone (India) to its owner (and, set by admins, extra
 * addresses).
 */
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const ScheduleFrequency = z.enum(SCHEDULE_FREQUENCIES);
export type ScheduleFrequency = z.infer<typeof ScheduleFrequency>;

/** The file a schedule mails (the Reports screen's "excel" is an .xlsx file). */
export const SCHEDULE_FORMATS = ['csv', 'xlsx'] as const;
export const ScheduleFormat = z.enum(SCHEDULE_FORMATS);
export type ScheduleFormat = z.infer<typeof ScheduleFormat>;

/** At most this many extra addresses per schedule. */
export const MAX_SCHEDULE_RECIPIENTS = 20;
/** A report bigger than this is not mailed: the run fails with `file_too_large`. */
export const MAX_SCHEDULE_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** 'HH:MM', 24-hour. */
export const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected a time HH:MM' });

/**
 * Why a run failed (report_runs.error): a stable code the screen translates.
 * email_off: no SMTP_URL; owner_inactive: the owner's account (or its distributor / retailer) is
 * inactive; report_not_allowed: the owner's role may no longer read the report; file_too_large:
 * over MAX_SCHEDULE_ATTACHMENT_BYTES; send_failed: the mail server refused it (after retries);
 * report_failed: the report could not be made.
 */
export const REPORT_RUN_ERRORS = [
  'email_off',
  'owner_inactive',
  'report_not_allowed',
  'file_too_large',
  'send_failed',
  'report_failed',
] as const;
export const ReportRunError = z.enum(REPORT_RUN_ERRORS);
export type ReportRunError = z.infer<typeof ReportRunError>;

const timetable = {
  frequency: ScheduleFrequency,
  timeOfDay: TimeOfDay,
  /** weekly: 1 = Monday .. 7 = Sunday. */
  dayOfWeek: z.number().int().min(1).max(7).nullish(),
  /** monthly: 1..28 (every month has it). */
  dayOfMonth: z.number().int().min(1).max(28).nullish(),
};

/** A create or update: the report (type, filters of that type, format) and the timetable. */
export const ReportScheduleRequest = z
  .object({
    name: line(120).min(1),
    reportType: ReportType,
    /** The same filters the type's export takes (checked against ReportFilters[reportType]). */
    filters: z.record(z.string(), z.unknown()).default({}),
    format: ScheduleFormat,
    ...timetable,
    /** Extra addresses (admins only); the owner always receives the report. */
    recipients: z.array(Email).max(MAX_SCHEDULE_RECIPIENTS).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.frequency === 'weekly' && !v.dayOfWeek)
      ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: 'Choose a day of the week' });
    if (v.frequency === 'monthly' && !v.dayOfMonth)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'Choose a day of the month' });
    const parsed = ReportFilters[v.reportType].safeParse(v.filters);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['filters', ...issue.path.map(String)],
          message: issue.message,
        });
    }
  });
export type ReportScheduleRequest = z.input<typeof ReportScheduleRequest>;

export const ReportRunStatus = z.enum(['running', 'sent', 'failed']);
export type ReportRunStatus = z.infer<typeof ReportRunStatus>;

export const ReportRun = z.object({
  id: IntId,
  /** The slot it ran for. */
  dueAt: IsoDateTime,
  startedAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
  status: ReportRunStatus,
  rowCount: Count.nullable(),
  /** Bytes of the file. */
  fileSize: Count.nullable(),
  error: ReportRunError.nullable(),
});
export type ReportRun = z.infer<typeof ReportRun>;

export const ReportSchedule = z.object({
  id: IntId,
  name: z.string(),
  reportType: ReportType,
  filters: z.record(z.string(), z.unknown()),
  format: ScheduleFormat,
  frequency: ScheduleFrequency,
  timeOfDay: z.string(),
  dayOfWeek: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  recipients: z.array(z.string()),
  paused: z.boolean(),
  /** When it runs next (ISO, UTC). */
  nextRunAt: IsoDateTime,
  createdAt: IsoDateTime,
  owner: z.object({ id: IntId, name: z.string(), email: z.string() }),
  lastRun: ReportRun.nullable(),
});
export type ReportSchedule = z.infer<typeof ReportSchedule>;

export const ReportScheduleListQuery = z.object({
  /** Admins: every user's schedules (default: the caller's own). */
  all: z.enum(['true', 'false']).optional(),
});

export const ReportScheduleListResponse = z.object({ schedules: z.array(ReportSchedule) });
export type ReportScheduleListResponse = z.infer<typeof ReportScheduleListResponse>;
export const ReportScheduleResponse = z.object({ schedule: ReportSchedule });
export type ReportScheduleResponse = z.infer<typeof ReportScheduleResponse>;
export const ReportRunListResponse = z.object({ runs: z.array(ReportRun) });
export type ReportRunListResponse = z.infer<typeof ReportRunListResponse>;
