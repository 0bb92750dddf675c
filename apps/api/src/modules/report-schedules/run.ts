import type { Readable } from 'node:stream';
import {
  can,
  MAX_SCHEDULE_ATTACHMENT_BYTES,
  REPORT_ACCESS,
  REPORT_MIME_TYPES,
  ReportFilters,
  reportFileName,
  ReportType,
  ScheduleFormat,
  type ReportRunError,
  todayInIndia,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { integer, timestamptz } from '../../db/row-types';
import { reportFile, type DatedReportFilters } from '../reports';
import type { ModuleDeps } from '../deps';
import type { Mailer } from '../../lib/mailer';
import type { JobHandler } from '../../platform/queue';
import { reportMail, tooLargeMail } from './mail';
import { indiaDay } from './next-run';
import { scheduleOwner } from './owner';
import { reportRuns, reportSchedules } from '../../db/schema';

const RunRow = z.object({
  run_id: integer,
  status: z.string(),
  due_at: timestamptz,
  schedule_id: z.int(),
  owner_user_id: z.int(),
  name: z.string(),
  report_type: ReportType,
  filters: z.record(z.string(), z.unknown()),
  format: ScheduleFormat,
  recipients: z.array(z.string()),
});
type RunRow = z.infer<typeof RunRow>;

/** What a run is made and mailed with. */
export type ReportRunDeps = ModuleDeps & {
  /** null: no SMTP_URL; a run fails with `email_off`. */
  mailer: Mailer | null;
  /** The product's address, for the link in the mail. */
  publicUrl: string;
};

/** A run that cannot succeed by trying again. */
class RunFailed extends Error {
  constructor(readonly code: ReportRunError) {
    super(code);
  }
}

/** The stream's bytes, or a RunFailed('file_too_large') past `maxBytes` (reading stops). */
export async function collectFile(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new RunFailed('file_too_large');
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * `report.run`: makes the schedule's report AS ITS OWNER NOW (scope and permission read from
 * the users table at run time), mails it as an attachment to the owner and the extra
 * addresses, and records the run: sent with its row count and file size, or failed with a
 * code. A run already finished is left alone (a job run twice sends once).
 */
export function reportRunHandler(
  deps: ReportRunDeps,
  options: { maxBytes?: number } = {},
): JobHandler {
  const maxBytes = options.maxBytes ?? MAX_SCHEDULE_ATTACHMENT_BYTES;
  const { db } = deps;

  const finish = (
    runId: number,
    status: 'sent' | 'failed',
    v: { rows?: number; size?: number; error?: ReportRunError },
  ) =>
    db.execute(sql`
      UPDATE ${reportRuns} SET status = ${status}, finished_at = ${deps.clock().toISOString()}::timestamptz,
             row_count = ${v.rows ?? null}, file_size = ${v.size ?? null}, error = ${v.error ?? null}
       WHERE id = ${runId} AND status = 'running'`);

  async function produce(run: RunRow) {
    const owner = await scheduleOwner(db, run.owner_user_id);
    if (!owner?.active) throw new RunFailed('owner_inactive');
    if (!can(owner.principal.role, REPORT_ACCESS[run.report_type]))
      throw new RunFailed('report_not_allowed');
    if (!deps.mailer) throw new RunFailed('email_off');
    const filters = ReportFilters[run.report_type].safeParse(run.filters);
    if (!filters.success) throw new RunFailed('report_failed');
    let rowCount = 0;
    const format = run.format === 'xlsx' ? 'excel' : 'csv';
    const file = reportFile(
      db,
      run.report_type,
      owner.principal,
      { ...filters.data, today: todayInIndia(deps.clock()) } as DatedReportFilters,
      format,
      { error: () => {} },
      { onRows: (n) => void (rowCount += n) },
    );
    const content = await collectFile(file.stream, maxBytes);
    return { owner, content, rowCount, format } as const;
  }

  /** The owner learns the file was over the cap: no attachment, no link; narrow the filters. */
  async function tellTooLarge(run: RunRow) {
    const owner = await scheduleOwner(db, run.owner_user_id);
    if (!owner) return;
    await deps.mailer!.send({
      to: [owner.email],
      ...tooLargeMail({
        language: owner.language,
        name: run.name,
        type: run.report_type,
        day: indiaDay(run.due_at),
        megabytes: Math.round(maxBytes / (1024 * 1024)),
      }),
      messageId: `<report-run-${run.run_id}-too-large@${new URL(deps.publicUrl).hostname}>`,
    });
  }

  return {
    retryAt: (attempt, now) => new Date(now.getTime() + attempt * 5 * 60_000),
    leaseMs: 10 * 60_000,
    async run(job) {
      const runId = Number(job.payload.runId);
      const [run] = await rows(
        db,
        sql`SELECT r.id AS run_id, r.status, r.due_at, s.id AS schedule_id, s.owner_user_id,
                     s.name, s.report_type, s.filters, s.format, s.recipients
                FROM ${reportRuns} r JOIN ${reportSchedules} s ON s.id = r.schedule_id
               WHERE r.id = ${runId}`,
        RunRow,
      );
      // Deleted with its schedule, or already finished by an earlier try.
      if (!run || run.status !== 'running') return;
      const lastTry = job.attempts >= job.maxAttempts;
      let made: Awaited<ReturnType<typeof produce>>;
      try {
        made = await produce(run);
      } catch (err) {
        if (err instanceof RunFailed) {
          if (err.code === 'file_too_large') await tellTooLarge(run);
          return void (await finish(runId, 'failed', { error: err.code }));
        }
        if (lastTry) await finish(runId, 'failed', { error: 'report_failed' });
        throw err;
      }
      const day = indiaDay(run.due_at);
      const fileName = reportFileName(run.report_type, made.format, day);
      try {
        await deps.mailer!.send({
          to: [made.owner.email, ...run.recipients.filter((r) => r !== made.owner.email)],
          ...reportMail({
            language: made.owner.language,
            name: run.name,
            type: run.report_type,
            day,
            rows: made.rowCount,
            link: `${deps.publicUrl.replace(/\/$/, '')}/reports`,
          }),
          attachments: [
            {
              filename: fileName,
              content: made.content,
              contentType: REPORT_MIME_TYPES[made.format],
            },
          ],
          // The same run mailed again (a retry after a lost answer) carries the same id.
          messageId: `<report-run-${runId}@${new URL(deps.publicUrl).hostname}>`,
        });
      } catch (err) {
        if (lastTry) await finish(runId, 'failed', { error: 'send_failed' });
        throw err;
      }
      await finish(runId, 'sent', { rows: made.rowCount, size: made.content.length });
    },
  };
}
