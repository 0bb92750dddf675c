import {
  SECURITY_EVENT_SORTS,
  SECURITY_EVENT_TYPES,
  type SecurityEventSort,
  type SecurityEventType,
} from '@dd/contract';
import type { Tone } from '../../components/ui/Badge';
import type { ListSpec } from '../../lib/list/list-params';

/**
 * The Security events section's URL state (Profile > System Access): the event type (an unknown
 * value in a link falls back to All events), the days, the search, page, size and sort.
 */
export const SECURITY_EVENT_LIST: ListSpec<'type' | 'dateFrom' | 'dateTo', SecurityEventSort> = {
  filters: { type: SECURITY_EVENT_TYPES, dateFrom: null, dateTo: null },
  sorts: SECURITY_EVENT_SORTS,
  defaultPageSize: 25,
};

/** A failure or a block stands out; changes to an account are blue; the rest stays grey. */
export function eventTone(type: SecurityEventType): Tone {
  if (type === 'sign_in_failed' || type === 'two_factor_failed') return 'red';
  if (type === 'sign_in_throttled' || type === 'sessions_revoked') return 'orange';
  if (type === 'sign_in') return 'green';
  if (type === 'sign_out') return 'slate';
  return 'blue';
}
