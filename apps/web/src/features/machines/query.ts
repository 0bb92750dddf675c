import {
  ACTIVATION_STATES,
  ACTIVITY_STATES,
  MACHINE_FLAGS,
  MACHINE_SORTS,
  MACHINE_TYPES,
  MANUFACTURERS,
  PARTNER_TYPES,
} from '@dd/contract';
import type { ListSpec } from '../../lib/list/list-params';

/** The status filter offers exactly the spec's options (All, Available, Assigned, Maintenance). */
export const STATUS_FILTERS = ['AVAILABLE', 'ASSIGNED', 'MAINTENANCE'] as const;
export const TYPE_FILTERS = MACHINE_TYPES;
export const MANUFACTURER_FILTERS = MANUFACTURERS;
export const PARTNER_TYPE_FILTERS = PARTNER_TYPES;

export const MACHINES_PAGE_SIZE = 25;

/** Devices at a retailer by activation state, and the idle ones (the recovery list). */
export const ACTIVATION_FILTERS = ACTIVATION_STATES;
const IDLE_FILTERS = ['true'] as const;
/** Devices online, offline, dormant or never seen (decision 0176). */
export const ACTIVITY_FILTERS = ACTIVITY_STATES;
/** Devices in a pending transfer, or in an RMA batch not yet closed. */
export const FLAG_FILTERS = MACHINE_FLAGS;

export type FilterKey =
  | 'status'
  | 'type'
  | 'manufacturer'
  | 'partnerType'
  | 'activationState'
  | 'idle'
  | 'flag'
  | 'activity'
  | 'distributorId'
  | 'retailerId';

/**
 * The Machines screen's URL state: its filters (unknown values in a link fall back to All),
 * the server's sortable columns, 25 rows a page unless chosen otherwise.
 */
export const MACHINE_LIST: ListSpec<FilterKey, (typeof MACHINE_SORTS)[number]> = {
  filters: {
    status: STATUS_FILTERS,
    type: TYPE_FILTERS,
    manufacturer: MANUFACTURER_FILTERS,
    partnerType: PARTNER_TYPE_FILTERS,
    activationState: ACTIVATION_FILTERS,
    idle: IDLE_FILTERS,
    flag: FLAG_FILTERS,
    activity: ACTIVITY_FILTERS,
    // Ids: any text (a bad one answers the list's error state).
    distributorId: null,
    retailerId: null,
  },
  sorts: MACHINE_SORTS,
  defaultPageSize: MACHINES_PAGE_SIZE,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};
