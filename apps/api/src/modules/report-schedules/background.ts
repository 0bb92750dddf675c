import type { BackgroundRegistry } from '../../platform/background';
import { queueDueRuns, REPORT_RUN_JOB } from './due-runs';
import { reportRunHandler, type ReportRunDeps } from './run';

/** What scheduled reports need in the background: the runs that come due, and the job that mails one. */
export function registerReportSchedules(
  background: BackgroundRegistry,
  deps: ReportRunDeps,
  options: { maxBytes?: number } = {},
) {
  // No `everyMs`: as often as the background looks for work, so a run is due within a poll.
  background.every({ name: 'report schedules', run: (now) => queueDueRuns(deps.db, now) });
  background.handle(REPORT_RUN_JOB, reportRunHandler(deps, options));
}
