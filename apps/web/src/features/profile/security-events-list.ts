import { SECURITY_EVENT_SORTS, SECURITY_EVENT_TYPES, type SecurityEventSort } from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/**
 * The Security events section's URL state (Profile > System Access): the event type (an unknown
 * value in a link falls back to All events), the days, the search, page, size and sort.
 */
export const SECURITY_EVENT_LIST: ListSpec<'type' | 'dateFrom' | 'dateTo', SecurityEventSort> = {
  filters: { type: SECURITY_EVENT_TYPES, dateFrom: null, dateTo: null },
  sorts: SECURITY_EVENT_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'at', order: 'desc' },
};
