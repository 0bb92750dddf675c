import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { choice, requiredRef, serialId } from './columns';
import { machines } from './machines';
import { serviceProviders } from './service-providers';
import { createdBy, doneBy } from './user-columns';

/**
 * A stock receipt: goods received from a provider against the list it said it sent. OPEN while
 * the clerk scans; CLOSED (read-only) once the received devices became AVAILABLE machines.
 */
export const stockReceipts = pgTable(
  'stock_receipts',
  {
    id: serialId(),
    /** R-000001: made from the id when the receipt is created. */
    receiptNumber: text('receipt_number').notNull(),
    serviceProviderId: requiredRef('service_provider_id', () => serviceProviders.id),
    /** The provider's invoice or dispatch number. */
    reference: text('reference').notNull(),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    status: choice('status', ['OPEN', 'CLOSED'], 'OPEN'),
    notes: text('notes'),
    ...createdBy(),
    ...doneBy('closed'),
  },
  (t) => [
    uniqueIndex('stock_receipts_number_key').on(t.receiptNumber),
    index('stock_receipts_provider_idx').on(t.serviceProviderId, t.createdAt),
    index('stock_receipts_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One device of a receipt: on the expected list (`expected`), or scanned without being on it
 * (an unexpected one). A serial is on a receipt once (ignoring case), so two clerks scanning the
 * same serial at once count it once.
 *
 * `state`: EXPECTED (not scanned yet), RECEIVED (scanned), UNEXPECTED (scanned, not on the list);
 * at close an EXPECTED one becomes MISSING. `resolution` is the later decision: an unexpected one
 * ADDED to stock or REJECTED; a missing one ARRIVED_LATE (then in stock) or WRITTEN_OFF.
 */
export const stockReceiptItems = pgTable(
  'stock_receipt_items',
  {
    id: serialId(),
    receiptId: requiredRef('receipt_id', () => stockReceipts.id, 'cascade'),
    /** Position on the expected list (1-based); unexpected scans come after it. */
    lineNo: integer('line_no').notNull(),
    serialNumber: text('serial_number').notNull(),
    expected: boolean('expected').notNull(),
    state: text('state', { enum: ['EXPECTED', 'RECEIVED', 'UNEXPECTED', 'MISSING'] }).notNull(),
    machineType: text('machine_type', { enum: ['POS', 'SOUNDBOX'] }),
    model: text('model'),
    manufacturer: text('manufacturer'),
    tid: text('tid'),
    mid: text('mid'),
    qrCode: text('qr_code'),
    simNumber: text('sim_number'),
    imei: text('imei'),
    ...doneBy('scanned'),
    resolution: text('resolution', {
      enum: ['ADDED', 'REJECTED', 'ARRIVED_LATE', 'WRITTEN_OFF'],
    }),
    resolutionNote: text('resolution_note'),
    ...doneBy('resolved'),
    /** The machine the device became (received at close, added, or arrived late). */
    machineId: integer('machine_id').references(() => machines.id),
  },
  (t) => [
    uniqueIndex('stock_receipt_items_serial_key').on(t.receiptId, sql`lower(${t.serialNumber})`),
    index('stock_receipt_items_line_idx').on(t.receiptId, t.lineNo),
    index('stock_receipt_items_state_idx').on(t.receiptId, t.state),
    index('stock_receipt_items_machine_idx').on(t.machineId),
  ],
);
