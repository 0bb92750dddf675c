import { z } from 'zod';
import { IntId, IsoDateTime, Notes } from './common';
import { MachineType } from './enums';

/**
 * Confirmed delivery of an order: the hand-over code made when the order goes Out for Delivery,
 * and the receiving side's confirmation (POST /orders/{id}/receipt-confirmation).
 */

/** Wrong codes allowed before the order is locked for an admin. */
export const HANDOVER_MAX_TRIES = 5;

export const RECEIPT_STATES = ['RECEIVED', 'MISSING', 'DAMAGED'] as const;
export const ReceiptState = z.enum(RECEIPT_STATES);
export type ReceiptState = z.infer<typeof ReceiptState>;

/** Six digits, as printed on the challan. */
export const HandoverCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Six digits');

const Serials = z.array(z.string().trim().min(1).max(100)).max(5000);

/**
 * POST /orders/{id}/receipt-confirmation. Every serial of the order appears exactly once in
 * received, missing or damaged; a note is required when a device is missing or damaged.
 */
export const ReceiptConfirmationRequest = z.object({
  code: HandoverCode,
  received: Serials,
  missing: Serials.optional().default([]),
  damaged: Serials.optional().default([]),
  note: Notes.nullable().optional(),
});
export type ReceiptConfirmationRequest = z.input<typeof ReceiptConfirmationRequest>;

/** The hand-over state of an order; `code` only for admins (null for everyone else). */
export const OrderHandover = z.object({
  code: z.string().nullable(),
  issued: z.boolean(),
  issuedAt: IsoDateTime.nullable(),
  triesLeft: z.number().int().min(0),
  locked: z.boolean(),
  lockedAt: IsoDateTime.nullable(),
});
export type OrderHandover = z.infer<typeof OrderHandover>;

/** Who confirmed receipt with the code, and when. */
export const OrderReceipt = z.object({
  by: z.object({ id: IntId.nullable(), name: z.string().nullable() }),
  at: IsoDateTime,
  notes: z.string().nullable(),
});
export type OrderReceipt = z.infer<typeof OrderReceipt>;

/** A machine of the order detail with what the receiver reported (null: not confirmed). */
export const OrderDetailMachine = z.object({
  id: IntId,
  serialNumber: z.string(),
  type: MachineType,
  model: z.string(),
  receiptState: ReceiptState.nullable(),
  receiptNote: z.string().nullable(),
});
export type OrderDetailMachine = z.infer<typeof OrderDetailMachine>;

/**
 * On a DELIVERED timeline entry: 'confirmed' (receipt confirmed with the code) or 'unconfirmed'
 * (marked delivered without confirmation); null on other entries.
 */
export const DeliveryConfirmation = z.enum(['confirmed', 'unconfirmed']).nullable();
export type DeliveryConfirmation = z.infer<typeof DeliveryConfirmation>;
