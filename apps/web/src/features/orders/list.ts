import { ORDER_SORTS, type OrderSort } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/** The status filter buttons after All Orders: Pending, Approved, In Progress, Delivered, Cancelled. */
export const ORDER_FILTERS = [
  'PENDING',
  'APPROVED',
  'IN_PROGRESS',
  'DELIVERED',
  'CANCELLED',
] as const;

/**
 * The Orders screen's URL state: the status filter (an unknown value in a link falls back to All
 * Orders), the server's sortable columns, 25 orders a page unless chosen otherwise.
 */
export const ORDER_LIST: ListSpec<'status', OrderSort> = {
  filters: { status: ORDER_FILTERS },
  sorts: ORDER_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};
