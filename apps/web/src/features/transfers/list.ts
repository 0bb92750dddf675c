import {
  TRANSFER_DIRECTIONS,
  TRANSFER_SORTS,
  TRANSFER_STATUSES,
  type TransferSort,
} from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/**
 * The transfers list: status and direction filters, search (number, distributor, serial), and
 * the server's sorts.
 */
export const TRANSFER_LIST: ListSpec<'status' | 'direction', TransferSort> = {
  filters: { status: TRANSFER_STATUSES, direction: TRANSFER_DIRECTIONS },
  sorts: TRANSFER_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};
