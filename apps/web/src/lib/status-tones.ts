import type { Tone } from '../components/ui/Badge';

/**
 * docs/product/texts.md badge colours, in one place: every badge that says a status, state,
 * outcome or kind takes its tone from here. A value without a colour is slate.
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

/** Beside a machine's status: in a pending transfer (as the transfer's "In transit"), in RMA. */
export const machineFlagTone = tones({ inTransit: 'orange', inRma: 'blue' });

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

const ACTIVATION_STATES: Record<string, Tone> = {
  ALLOTTED: 'yellow',
  INSTALLED: 'blue',
  ACTIVATED: 'green',
  DEACTIVATED: 'slate',
};

/** A device's activation state at the retailer (ALLOTTED -> INSTALLED -> ACTIVATED -> DEACTIVATED). */
export const activationStateTone = tones(ACTIVATION_STATES);

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

const RMA_STATUSES: Record<string, Tone> = {
  SENT: 'blue',
  RECEIVED_BY_PROVIDER: 'yellow',
  CLOSED: 'slate',
};

export const rmaStatusTone = tones(RMA_STATUSES);

/** What became of a returned device. */
export const rmaOutcomeTone = tones({ REPAIRED: 'green', REPLACED: 'indigo', WRITTEN_OFF: 'red' });

const TRANSFER_STATUSES: Record<string, Tone> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  REFUSED: 'red',
  CANCELLED: 'slate',
};

export const transferStatusTone = tones(TRANSFER_STATUSES);

/** The devices-at-the-merchant reports show activation, RMA and transfer statuses. */
export const merchantStatusTone = tones({
  ...ACTIVATION_STATES,
  ...RMA_STATUSES,
  ...TRANSFER_STATUSES,
});

export const webhookDeliveryTone = tones({ pending: 'yellow', succeeded: 'green', failed: 'red' });

/** A scheduled report's run. */
export const reportRunTone = tones({ running: 'blue', sent: 'green', failed: 'red' });

/** What a role may do with a part of the system (Profile > System Access). */
export const accessLevelTone = tones({ full: 'green', limited: 'yellow', none: 'slate' });

export const partnerTypeTone = tones({ B2B: 'blue', B2C: 'purple' });

/** A failure or a block stands out; changes to an account are blue; the rest stays grey. */
export function securityEventTone(type: string): Tone {
  if (type === 'sign_in_failed' || type === 'two_factor_failed') return 'red';
  if (type === 'sign_in_throttled' || type === 'sessions_revoked') return 'orange';
  if (type === 'sign_in') return 'green';
  if (type === 'sign_out') return 'slate';
  return 'blue';
}

/**
 * A billing document (an invoice's, a refund voucher's and an approved commission's statuses): a
 * draft grey, open blue, part settled yellow, settled green, a cancelled invoice red.
 */
export const billingDocumentTone = tones({
  DRAFT: 'slate',
  ISSUED: 'blue',
  APPROVED: 'blue',
  PARTIALLY_PAID: 'yellow',
  PARTIALLY_SETTLED: 'yellow',
  PAID: 'green',
  SETTLED: 'green',
  CANCELLED: 'red',
});

/** An invoice, a refund voucher and an approved commission statement are billing documents. */
export const invoiceStatusTone = billingDocumentTone;
export const refundVoucherStatusTone = billingDocumentTone;
export const commissionApprovalTone = billingDocumentTone;

/** A credit (a credit note's state): something left to use yellow, all applied green. */
export const creditStateTone = tones({ OPEN: 'yellow', APPLIED: 'green' });
