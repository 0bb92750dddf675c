import { RECEIPT_ITEM_STATES, RECEIPT_STATUSES } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/** A provider's receipts: status filter and search (receipt number or reference), paged. */
export const RECEIPT_LIST: ListSpec<'status', never> = {
  filters: { status: RECEIPT_STATUSES },
  sorts: [],
  defaultPageSize: 25,
};

/** A receipt's devices: state filter and search (serial or codes), 50 a page. */
export const RECEIPT_ITEMS_LIST: ListSpec<'state', never> = {
  filters: { state: RECEIPT_ITEM_STATES },
  sorts: [],
  defaultPageSize: 50,
};
