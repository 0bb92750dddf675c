import {
  RESOLUTIONS_OF_STATE,
  type ReceiptResolutionRequest,
  type ReceiptResolutionResponse,
} from '@dd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockReceiptItems } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { clashingSerials, receiveAsMachines, serialsTaken } from './close';
import { lockReceipt } from './lock';
import { loadReceipts, toItem } from './serialize';

/**
 * POST /receipts/{id}/items/{itemId}/resolution: the decision on a discrepancy of a CLOSED
 * receipt, once. Unexpected: ADDED (becomes an AVAILABLE machine; needs type, model and
 * manufacturer) or REJECTED. Missing: ARRIVED_LATE (becomes a machine from its list row) or
 * WRITTEN_OFF. The only write a closed receipt takes.
 */
export async function resolveItem(
  db: Db,
  principal: Principal,
  id: number,
  itemId: number,
  body: ReceiptResolutionRequest,
): Promise<ReceiptResolutionResponse> {
  return db.transaction(async (tx) => {
    const receipt = await lockReceipt(tx, principal, id, 'update');
    if (receipt.status !== 'CLOSED') {
      throw conflict(
        'receipt_not_closed',
        'Close the receipt before deciding on its discrepancies',
      );
    }
    const [item] = await tx
      .select()
      .from(stockReceiptItems)
      .where(and(eq(stockReceiptItems.id, itemId), eq(stockReceiptItems.receiptId, id)))
      .for('update');
    if (!item) throw notFound('not_found', 'Receipt item not found');
    const allowed: readonly string[] =
      item.state === 'UNEXPECTED' || item.state === 'MISSING'
        ? RESOLUTIONS_OF_STATE[item.state]
        : [];
    if (item.resolution !== null || !allowed.includes(body.resolution)) {
      throw conflict(
        'receipt_resolution_invalid',
        item.resolution !== null
          ? 'This device was already decided'
          : `A ${item.state} device cannot be ${body.resolution}`,
        { params: { state: item.state, resolution: body.resolution } },
      );
    }
    if (body.resolution === 'WRITTEN_OFF' && !body.note?.trim()) {
      throw badRequest('receipt_write_off_note_required', 'Say why the device is written off', {
        details: [{ path: 'note', message: 'Required', code: 'receipt_write_off_note_required' }],
      });
    }
    if (body.resolution === 'ADDED') {
      const type = body.type ?? item.machineType;
      const model = body.model ?? item.model;
      const manufacturer = body.manufacturer ?? item.manufacturer;
      if (!type || !model || !manufacturer) {
        throw badRequest(
          'receipt_device_details_required',
          'Type, model and manufacturer are needed to add this device to stock',
        );
      }
      await tx
        .update(stockReceiptItems)
        .set({ machineType: type, model, manufacturer })
        .where(eq(stockReceiptItems.id, itemId));
    }
    const actor = actorOf(principal);
    if (body.resolution === 'ADDED' || body.resolution === 'ARRIVED_LATE') {
      const clashes = await clashingSerials(tx, id, sql`i.id = ${itemId}::int`);
      if (clashes.length > 0) throw serialsTaken(clashes);
      await receiveAsMachines(tx, actor, receipt, sql`i.id = ${itemId}::int`, {
        resolution: body.resolution,
      });
    }
    const [resolved] = await tx
      .update(stockReceiptItems)
      .set({
        resolution: body.resolution,
        resolutionNote: body.note || null,
        resolvedBy: principal.userId,
        resolvedAt: sql`now()`,
      })
      .where(eq(stockReceiptItems.id, itemId))
      .returning();
    await audit(tx, actor, {
      action: 'receipt.item_resolved',
      entityType: 'stock_receipt',
      entityId: id,
      before: { state: item.state, resolution: null },
      after: { state: item.state, resolution: body.resolution, machineId: resolved!.machineId },
      details: { serialNumber: item.serialNumber, itemId, note: body.note || null },
    });
    const [loaded] = await loadReceipts(tx, [id]);
    return { item: toItem(resolved!), receipt: loaded! };
  });
}
