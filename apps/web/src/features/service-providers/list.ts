import { INVENTORY_SORTS, MACHINE_STATUSES, MACHINE_TYPES, type InventorySort } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/** The inventory's status filter: all, AVAILABLE, ASSIGNED, MAINTENANCE (not RETIRED). */
export const STATUS_FILTERS = MACHINE_STATUSES.filter((s) => s !== 'RETIRED');
export const TYPE_FILTERS = MACHINE_TYPES;

/**
 * The inventory's URL state: status and type filters (unknown values in a link fall back to all),
 * search, the server's sortable columns and 50 machines a page unless chosen otherwise.
 */
export const INVENTORY_LIST: ListSpec<'status' | 'type', InventorySort> = {
  filters: { status: STATUS_FILTERS, type: TYPE_FILTERS },
  sorts: INVENTORY_SORTS,
  defaultPageSize: 50,
};
