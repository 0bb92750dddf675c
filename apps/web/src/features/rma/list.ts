import { RMA_BATCH_SORTS, RMA_BATCH_STATUSES, type RmaBatchSort } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/** RMA batches: status filter, search (batch number or reference), the server's sorts, paged. */
export const RMA_LIST: ListSpec<'status', RmaBatchSort> = {
  filters: { status: RMA_BATCH_STATUSES },
  sorts: RMA_BATCH_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};
