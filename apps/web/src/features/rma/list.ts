import { RMA_BATCH_STATUSES } from '@dd/contract';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import type { ListSpec } from '../../lib/list/list-params';

/** RMA batches: status filter and search (batch number or reference), paged. */
export const RMA_LIST: ListSpec<'status', never> = {
  filters: { status: RMA_BATCH_STATUSES },
  sorts: [],
  defaultPageSize: 25,
};

/** The "Back to …" and batch-number links. */
export const linkClass = cn(
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
  focusRing,
);
