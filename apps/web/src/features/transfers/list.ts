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
};

export const textareaClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white';
