import { z } from 'zod';
import { Count, IntId, IsoDate, IsoDateTime } from './common';
import { CreditNoteBasis, CreditSource } from './books';
import { MachineType, OrderStatus } from './enums';
import { NOTIFICATION_EVENT_TYPES, WEBHOOK_TEST_EVENT } from './notification-events';
import { PaymentMethod } from './payments';
import { SecurityEventType } from './security';

/**
 * What each event tells (the outbox's `payload`, a webhook's `event.data`): one schema per event
 * type, the single source of the API's emitters (typed by it), of the webhook payloads in the
 * OpenAPI document and of the tests that check what is sent (docs/webhooks.md, decision 0154).
 */

/** How many devices, and the first 20 serials (`machineCount` tells the rest). */
const Devices = { machineCount: Count, serials: z.array(z.string()) };

const Order = { orderNumber: z.string(), quantity: Count };
const OrderStep = { ...Order, from: OrderStatus, to: OrderStatus };

const Assignment = {
  assignmentId: IntId,
  distributorName: z.string(),
  retailerName: z.string().nullable(),
  ...Devices,
};

const Rma = { batchNumber: z.string(), providerName: z.string(), ...Devices };

const Transfer = {
  transferId: IntId,
  transferNumber: z.string(),
  fromDistributorId: IntId,
  fromDistributorName: z.string(),
  toDistributorId: IntId,
  toDistributorName: z.string(),
  ...Devices,
};

/** An amount as people read it, in rupees (`₹1,180.00`); the `...Paise` fields are exact. */
const Rupees = z.string();

const Invoice = {
  number: z.string(),
  distributorName: z.string(),
  /** The billed month, `YYYY-MM`. */
  month: z.string(),
  dueDate: IsoDate,
  amount: Rupees,
};

const InvoiceOf = { invoiceId: IntId, number: z.string(), distributorName: z.string() };

export const WEBHOOK_EVENT_DATA = {
  'order.created': z.object({ ...Order, status: OrderStatus }),
  'order.status_changed': z.object(OrderStep),
  'order.awaiting_receipt': z.object(OrderStep),
  /** `missing` / `damaged`: counted when the receiver confirmed receipt with a hand-over code. */
  'order.delivered': z.object({
    ...OrderStep,
    missing: Count.optional(),
    damaged: Count.optional(),
  }),
  'assignment.created': z.object(Assignment),
  'assignment.returned': z.object(Assignment),
  'assignment.return_undone': z.object(Assignment),
  'receipt.discrepancy': z.object({
    receiptNumber: z.string(),
    providerName: z.string(),
    reference: z.string(),
    expected: Count,
    received: Count,
    missing: Count,
    unexpected: Count,
  }),
  'stock.low': z.object({
    providerName: z.string(),
    machineType: MachineType,
    model: z.string().nullable(),
    available: Count,
    threshold: Count,
  }),
  /** `days`: the smallest idle threshold among the devices; `day`: India's date of the alert. */
  'devices.idle': z.object({
    day: IsoDate,
    count: Count,
    days: Count,
    serials: z.array(z.string()),
  }),
  'machine.swapped': z.object({
    swapId: IntId,
    assignmentId: IntId,
    reason: z.string(),
    mappingMoved: z.boolean(),
    distributorName: z.string(),
    faultyMachineId: IntId,
    faultySerial: z.string(),
    replacementMachineId: IntId,
    replacementSerial: z.string(),
  }),
  /** One event per shop; `serialNumber` when it is one device. */
  'machine.installed': z.object({
    retailerId: IntId,
    retailerName: z.string(),
    shopName: z.string().nullable(),
    installedOn: IsoDate,
    serialNumber: z.string().optional(),
    ...Devices,
  }),
  'rma.sent': z.object({
    ...Rma,
    reference: z.string(),
    courierName: z.string(),
    trackingNumber: z.string(),
  }),
  'rma.received': z.object(Rma),
  'rma.closed': z.object({ ...Rma, repaired: Count, replaced: Count, writtenOff: Count }),
  'transfer.created': z.object({ ...Transfer, notes: z.string().nullable() }),
  'transfer.accepted': z.object(Transfer),
  /** `reason`: the receiver's, when it gave one. */
  'transfer.refused': z.object({ ...Transfer, reason: z.string().optional() }),
  'transfer.cancelled': z.object(Transfer),
  'invoice.issued': z.object({ ...Invoice, totalPaise: Count }),
  'invoice.overdue': z.object({
    ...Invoice,
    balancePaise: Count,
    daysOverdue: Count,
    /** India's date of this reminder. */
    day: IsoDate,
  }),
  'payment.recorded': z.object({
    ...InvoiceOf,
    paymentId: IntId,
    amountPaise: Count,
    amount: Rupees,
    method: PaymentMethod,
    reference: z.string(),
    paidOn: IsoDate,
    balancePaise: Count,
  }),
  'invoice.paid': z.object({ ...InvoiceOf, totalPaise: Count, amount: Rupees }),
  /** `amount` is owed again: `balancePaise` is the invoice's balance after the reversal. */
  'payment.reversed': z.object({
    ...InvoiceOf,
    paymentId: IntId,
    amountPaise: Count,
    amount: Rupees,
    method: PaymentMethod,
    reference: z.string(),
    paidOn: IsoDate,
    reason: z.string(),
    balancePaise: Count,
  }),
  /** `amount` is credited to the distributor; `unappliedPaise`: what its invoice could not take. */
  'credit_note.issued': z.object({
    creditNoteId: IntId,
    number: z.string(),
    invoiceId: IntId,
    invoiceNumber: z.string(),
    distributorName: z.string(),
    basis: CreditNoteBasis,
    issuedOn: IsoDate,
    amountPaise: Count,
    amount: Rupees,
    unappliedPaise: Count,
    reason: z.string(),
  }),
  /** The deposits of `machineCount` devices credited back (`month`, `YYYY-MM`: the run's). */
  'refund_voucher.issued': z.object({
    refundVoucherId: IntId,
    number: z.string(),
    distributorName: z.string(),
    month: z.string(),
    issuedOn: IsoDate,
    machineCount: Count,
    amountPaise: Count,
    amount: Rupees,
  }),
  /** Paid to the distributor out of the credit `sourceType` `sourceId` (`sourceNumber`). */
  'payout.recorded': z.object({
    payoutId: IntId,
    number: z.string(),
    distributorName: z.string(),
    sourceType: CreditSource,
    sourceId: IntId,
    sourceNumber: z.string(),
    amountPaise: Count,
    amount: Rupees,
    method: PaymentMethod,
    reference: z.string(),
    paidOn: IsoDate,
  }),
  /** `amount` (the net, `netPaise`) is credited: the gross less the TDS withheld (section 194H). */
  'commission.approved': z.object({
    statementId: IntId,
    number: z.string(),
    distributorName: z.string(),
    /** The commission's month, `YYYY-MM`. */
    month: z.string(),
    approvedOn: IsoDate,
    grossPaise: Count,
    /** Basis points: 200 = 2%. */
    tdsRateBp: Count,
    tdsPaise: Count,
    netPaise: Count,
    amount: Rupees,
    grossAmount: Rupees,
    tdsAmount: Rupees,
  }),
  /** About the receiving account itself; `status` / `role` name the new value where it changed. */
  'security.alert': z.object({
    securityType: SecurityEventType,
    ip: z.string().nullable(),
    status: z.string().optional(),
    role: z.string().optional(),
  }),
  /** The "Send test event" button's delivery: the webhook, who pressed it, a fixed sentence. */
  [WEBHOOK_TEST_EVENT]: z.object({ webhookId: IntId, sentBy: z.string(), message: z.string() }),
} as const satisfies Record<(typeof NOTIFICATION_EVENT_TYPES)[number] | 'webhook.test', z.ZodType>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_DATA;
export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** The object each event is about (`event.entity.type`), or null when it is about none. */
export const WEBHOOK_EVENT_ENTITY = {
  'order.created': 'order',
  'order.status_changed': 'order',
  'order.awaiting_receipt': 'order',
  'order.delivered': 'order',
  'assignment.created': 'assignment',
  'assignment.returned': 'assignment',
  'assignment.return_undone': 'assignment',
  'receipt.discrepancy': 'receipt',
  'stock.low': 'provider',
  'devices.idle': null,
  'machine.swapped': 'machine',
  'machine.installed': 'machine',
  'rma.sent': 'rma',
  'rma.received': 'rma',
  'rma.closed': 'rma',
  'transfer.created': 'transfer',
  'transfer.accepted': 'transfer',
  'transfer.refused': 'transfer',
  'transfer.cancelled': 'transfer',
  'invoice.issued': 'invoice',
  'invoice.overdue': 'invoice',
  'payment.recorded': 'invoice',
  'invoice.paid': 'invoice',
  'payment.reversed': 'invoice',
  'credit_note.issued': 'credit_note',
  'refund_voucher.issued': 'refund_voucher',
  'payout.recorded': 'payout',
  'commission.approved': 'commission_statement',
  'security.alert': null,
  [WEBHOOK_TEST_EVENT]: null,
} as const satisfies Record<WebhookEventType, string | null>;

export type WebhookEventEntity<T extends WebhookEventType> = (typeof WEBHOOK_EVENT_ENTITY)[T];

/** One event as a webhook receives it (`event` in the body). */
function eventSchema<T extends WebhookEventType>(type: T) {
  const entityType = WEBHOOK_EVENT_ENTITY[type];
  return z.object({
    /** The event's id: the same for every webhook that receives it. */
    id: z.uuid(),
    type: z.literal(type),
    at: IsoDateTime,
    /** `id` is null when the event is about several (devices installed at one shop). */
    entity:
      entityType === null
        ? z.null()
        : z.object({ type: z.literal(entityType), id: IntId.nullable() }),
    distributorId: IntId.nullable(),
    retailerId: IntId.nullable(),
    data: WEBHOOK_EVENT_DATA[type],
  });
}

const TYPES = Object.keys(WEBHOOK_EVENT_DATA) as [WebhookEventType, ...WebhookEventType[]];

/**
 * The webhook schemas by the component name each has in the OpenAPI document (their own
 * registry: the routes' schemas, in zod's global one, stay inline).
 */
export const webhookSchemas = z.registry<{ id: string }>();

/** The JSON body of a delivery of one event type: the same bytes on every try. */
function payloadSchema<T extends WebhookEventType>(type: T) {
  return z
    .object({
      /** The delivery's id, as in the X-Webhook-Id header: drop a repeat by it. */
      id: z.uuid(),
      event: eventSchema(type).register(webhookSchemas, { id: `WebhookEvent.${type}` }),
    })
    .register(webhookSchemas, { id: `WebhookPayload.${type}` });
}

type PayloadSchema<T extends WebhookEventType> = ReturnType<typeof payloadSchema<T>>;

/** Each event type's delivery body (`WebhookPayload.<type>` in the document). */
export const WEBHOOK_PAYLOAD_SCHEMAS = Object.fromEntries(
  TYPES.map((type) => [type, payloadSchema(type)]),
) as { [T in WebhookEventType]: PayloadSchema<T> };

/** The body of any delivery: one of the event types' bodies. */
export const WebhookPayload = z
  .union(
    TYPES.map((type) => WEBHOOK_PAYLOAD_SCHEMAS[type]) as unknown as [
      PayloadSchema<WebhookEventType>,
    ],
  )
  .register(webhookSchemas, { id: 'WebhookPayload' });
export type WebhookPayload = {
  [T in WebhookEventType]: z.infer<PayloadSchema<T>>;
}[WebhookEventType];
export type WebhookEvent = WebhookPayload['event'];
