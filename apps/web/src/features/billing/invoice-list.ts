import { INVOICE_SORTS, INVOICE_STATUSES, type InvoiceSort } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';
import { recentMonths } from './months';

/** The invoices list: month, distributor and status filters, the server's sorts. */
export const INVOICE_LIST: ListSpec<'month' | 'distributorId' | 'status', InvoiceSort> = {
  filters: { month: recentMonths(60), distributorId: null, status: INVOICE_STATUSES },
  sorts: INVOICE_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'month', order: 'desc' },
};
