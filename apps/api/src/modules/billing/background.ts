import type { ModuleDeps } from '../deps';
import type { BackgroundRegistry } from '../../platform/background';
import { overdueRemindersJob } from './reminders/overdue';
import { RUN_ISSUE_JOB, runIssueHandler } from './run/issue';

/**
 * Billing's background work: reminding distributors of overdue invoices (decision 0145), and
 * issuing a run's drafts when asked (decision 0159).
 */
export function registerBilling(background: BackgroundRegistry, deps: ModuleDeps) {
  background.every(overdueRemindersJob(deps.db));
  background.handle(RUN_ISSUE_JOB, runIssueHandler(deps));
}
