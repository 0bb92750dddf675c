import {
  RECEIPT_ITEM_SORTS,
  RECEIPT_ITEM_STATES,
  RECEIPT_SORTS,
  RECEIPT_STATUSES,
  type ReceiptItemSort,
  type ReceiptSort,
} from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/** A provider's receipts: status filter, search (receipt number or reference), sorts, paged. */
export const RECEIPT_LIST: ListSpec<'status', ReceiptSort> = {
  filters: { status: RECEIPT_STATUSES },
  sorts: RECEIPT_SORTS,
  defaultPageSize: 25,
};

/** A receipt's devices: state filter, search (serial or codes), sorts, 50 a page. */
export const RECEIPT_ITEMS_LIST: ListSpec<'state', ReceiptItemSort> = {
  filters: { state: RECEIPT_ITEM_STATES },
  sorts: RECEIPT_ITEM_SORTS,
  defaultPageSize: 50,
};
