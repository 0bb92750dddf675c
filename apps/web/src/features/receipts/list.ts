import {
  RECEIPT_ITEM_STATES,
  RECEIPT_SORTS,
  RECEIPT_STATUSES,
  type ReceiptSort,
} from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/** A provider's receipts: status filter, search (receipt number or reference), sorts, paged. */
export const RECEIPT_LIST: ListSpec<'status', ReceiptSort> = {
  filters: { status: RECEIPT_STATUSES },
  sorts: RECEIPT_SORTS,
  defaultPageSize: 25,
};

/** A receipt's devices: state filter and search (serial or codes), 50 a page. */
export const RECEIPT_ITEMS_LIST: ListSpec<'state', never> = {
  filters: { state: RECEIPT_ITEM_STATES },
  sorts: [],
  defaultPageSize: 50,
};
