import { ASSIGNMENT_SORTS, ASSIGNMENT_STATUSES, type AssignmentSort } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

const ASSIGNMENTS_PAGE_SIZE = 25;

/**
 * The Assignments screen's URL state: the status filter (an unknown value in a link falls back
 * to All), the server's sortable columns, 25 cards a page unless chosen otherwise.
 */
export const ASSIGNMENT_LIST: ListSpec<'status', AssignmentSort> = {
  filters: { status: ASSIGNMENT_STATUSES },
  sorts: ASSIGNMENT_SORTS,
  defaultPageSize: ASSIGNMENTS_PAGE_SIZE,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};
