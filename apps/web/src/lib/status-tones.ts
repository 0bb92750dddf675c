import type { Tone } from '../components/ui/Badge';

/**
 * docs/product.md section 6 badge colours, in one place: every status, state and outcome badge
 * takes its tone from here. A value without a colour is slate.
 */
function tones(colours: Record<string, Tone>): (value: string) => Tone {
  return (value) => colours[value] ?? 'slate';
}

export const machineStatusTone = tones({
  AVAILABLE: 'green',
  ASSIGNED: 'yellow',
  MAINTENANCE: 'red',
  RETIRED: 'slate',
});

/** The dashboard's colours: ACTIVE/AVAILABLE/COMPLETED green, PENDING yellow, ASSIGNED blue, MAINTENANCE red. */
export const dashboardStatusTone = tones({
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
});

export const orderStatusTone = tones({
  PENDING: 'yellow',
  APPROVED: 'blue',
  IN_PROGRESS: 'purple',
  DELIVERED: 'green',
  CANCELLED: 'red',
});

export const accountStatusTone = tones({ ACTIVE: 'green', INACTIVE: 'red' });

export const kycStatusTone = tones({ PENDING: 'yellow', VERIFIED: 'green', REJECTED: 'red' });

export const assignmentStatusTone = tones({
  ACTIVE: 'green',
  INACTIVE: 'slate',
  RETURNED: 'blue',
  REASSIGNED: 'orange',
});

/** A device's activation state at the retailer (ALLOTTED -> INSTALLED -> ACTIVATED -> DEACTIVATED). */
export const activationStateTone = tones({
  ALLOTTED: 'yellow',
  INSTALLED: 'blue',
  ACTIVATED: 'green',
  DEACTIVATED: 'slate',
});

/** What the receiver of an order reported for a device at the hand-over. */
export const handoverStateTone = tones({ RECEIVED: 'green', MISSING: 'red', DAMAGED: 'orange' });

export const receiptStatusTone = tones({ OPEN: 'blue', CLOSED: 'slate' });

/** A device of a stock receipt. */
export const receiptItemStateTone = tones({
  EXPECTED: 'slate',
  RECEIVED: 'green',
  UNEXPECTED: 'orange',
  MISSING: 'red',
});

export const rmaStatusTone = tones({
  SENT: 'blue',
  RECEIVED_BY_PROVIDER: 'yellow',
  CLOSED: 'slate',
});

/** What became of a returned device. */
export const rmaOutcomeTone = tones({ REPAIRED: 'green', REPLACED: 'indigo', WRITTEN_OFF: 'red' });

export const transferStatusTone = tones({
  PENDING: 'yellow',
  ACCEPTED: 'green',
  REFUSED: 'red',
  CANCELLED: 'slate',
});

export const webhookDeliveryTone = tones({ pending: 'yellow', succeeded: 'green', failed: 'red' });
