import type { Tone } from '../components/ui/Badge';

/** docs/product.md section 6 badge colours, in one place. */
export function machineStatusTone(status: string): Tone {
  return (
    (
      { AVAILABLE: 'green', ASSIGNED: 'yellow', MAINTENANCE: 'red', RETIRED: 'slate' } as Record<
        string,
        Tone
      >
    )[status] ?? 'slate'
  );
}

/** The dashboard's colours: ACTIVE/AVAILABLE/COMPLETED green, PENDING yellow, ASSIGNED blue, MAINTENANCE red. */
export function dashboardStatusTone(status: string): Tone {
  return (
    (
      {
        ACTIVE: 'green',
        AVAILABLE: 'green',
        COMPLETED: 'green',
        DELIVERED: 'green',
        PENDING: 'yellow',
        ASSIGNED: 'blue',
        MAINTENANCE: 'red',
        APPROVED: 'indigo',
        IN_PROGRESS: 'purple',
        CANCELLED: 'red',
        RETURNED: 'slate',
        INACTIVE: 'slate',
        REASSIGNED: 'orange',
      } as Record<string, Tone>
    )[status] ?? 'slate'
  );
}

export function orderStatusTone(status: string): Tone {
  return (
    (
      {
        PENDING: 'yellow',
        APPROVED: 'blue',
        IN_PROGRESS: 'purple',
        DELIVERED: 'green',
        CANCELLED: 'red',
      } as Record<string, Tone>
    )[status] ?? 'slate'
  );
}

export function accountStatusTone(status: string): Tone {
  return status === 'ACTIVE' ? 'green' : status === 'INACTIVE' ? 'red' : 'slate';
}

export function assignmentStatusTone(status: string): Tone {
  return (
    (
      { ACTIVE: 'green', INACTIVE: 'slate', RETURNED: 'blue', REASSIGNED: 'orange' } as Record<
        string,
        Tone
      >
    )[status] ?? 'slate'
  );
}

/** A device's activation state at the retailer (ALLOTTED -> INSTALLED -> ACTIVATED -> DEACTIVATED). */
export function activationStateTone(state: string): Tone {
  return (
    (
      { ALLOTTED: 'yellow', INSTALLED: 'blue', ACTIVATED: 'green', DEACTIVATED: 'slate' } as Record<
        string,
        Tone
      >
    )[state] ?? 'slate'
  );
}
