import { MAX_LABELS, type LabelOptions } from '@dd/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { machines, serviceProviders, stockReceiptItems, stockReceipts } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { machineScope } from '../../access/scope';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { devicePath } from '../notifications';

export type Label = {
  serialNumber: string;
  /** What the QR code holds: the payment QR value (else the serial), or the device's page link. */
  qrValue: string;
  model: string;
  provider: string;
  /** Printed when asked for (LabelOptions.tidMid): the device's TID and MID, when it has them. */
  tid?: string | null;
  mid?: string | null;
};

/** How labels are printed (LabelOptions) and the link to a device's page, by its serial. */
export type LabelStyle = LabelOptions & { deviceLink: (serialNumber: string) => string };

const PLAIN: LabelStyle = { qr: 'PAYMENT', tidMid: false, deviceLink: (s) => s };

/** The labels' style from a request's options; a device's link is its page under `publicUrl`. */
export function labelStyle({ qr, tidMid }: LabelOptions, publicUrl: string): LabelStyle {
  const base = publicUrl.replace(/\/+$/, '');
  return { qr, tidMid, deviceLink: (serial) => base + devicePath(serial) };
}

function capped(count: number): void {
  if (count > MAX_LABELS)
    throw badRequest('labels_too_many', `At most ${MAX_LABELS} labels can be printed at once`, {
      params: { max: MAX_LABELS },
    });
}

const labelColumns = {
  id: machines.id,
  serialNumber: machines.serialNumber,
  qrCode: machines.qrCode,
  tid: machines.tid,
  mid: machines.mid,
  model: machines.model,
  provider: serviceProviders.name,
};

type LabelRow = {
  id: number;
  serialNumber: string;
  qrCode: string | null;
  tid: string | null;
  mid: string | null;
  model: string;
  provider: string | null;
};

const toLabel = (m: LabelRow, style: LabelStyle): Label => ({
  serialNumber: m.serialNumber,
  qrValue:
    style.qr === 'LINK' ? style.deviceLink(m.serialNumber) : m.qrCode?.trim() || m.serialNumber,
  model: m.model,
  provider: m.provider ?? '',
  ...(style.tidMid ? { tid: m.tid, mid: m.mid } : {}),
});

/**
 * The labels of machines named by id, in the request's order. Ids the caller may not read
 * answer exactly as missing ones (404 machines_not_found listing them).
 */
export async function labelsOfMachines(
  db: Executor,
  principal: Principal,
  requested: readonly number[],
  style: LabelStyle = PLAIN,
): Promise<Label[]> {
  const ids = [...new Set(requested)];
  capped(ids.length);
  const rows = await db
    .select(labelColumns)
    .from(machines)
    .leftJoin(serviceProviders, eq(serviceProviders.id, machines.serviceProviderId))
    .where(and(inArray(machines.id, ids), machineScope(principal)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new HttpError(404, 'machines_not_found', `Machines not found: ${missing.join(', ')}`, {
      params: { ids: missing },
    });
  return ids.map((id) => toLabel(byId.get(id)!, style));
}

/** The labels of the machines a stock receipt created, in the receipt's line order (admins). */
export async function labelsOfReceipt(
  db: Executor,
  principal: Principal,
  receiptId: number,
): Promise<Label[]> {
  if (principal.role !== 'admin') throw forbidden('admin_only', 'Only an admin may do this');
  const [receipt] = await db
    .select({ id: stockReceipts.id })
    .from(stockReceipts)
    .where(eq(stockReceipts.id, receiptId));
  if (!receipt) throw notFound('not_found', 'Receipt not found');
  const rows = await db
    .select(labelColumns)
    .from(stockReceiptItems)
    .innerJoin(machines, eq(machines.id, stockReceiptItems.machineId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, machines.serviceProviderId))
    .where(and(eq(stockReceiptItems.receiptId, receiptId), isNotNull(stockReceiptItems.machineId)))
    .orderBy(asc(stockReceiptItems.lineNo), asc(stockReceiptItems.id))
    .limit(MAX_LABELS + 1);
  capped(rows.length);
  return rows.map((row) => toLabel(row, PLAIN));
}
