import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { distributors, orders, orderStatusEvents, retailers } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { orderScope } from '../../access/scope';
import { notFound } from '../../lib/http-errors';
import { MACHINE_TYPE_WORDS } from '../../lib/code-words';
import { linkedMachines } from '../custody';
import { organisationRow } from '../organisation';

export type Party = {
  title: string;
  contact: string | null;
  address: string;
  gstin: string | null;
  phone: string | null;
};

export type ChallanData = {
  number: string;
  /** The day the order went Out for Delivery, else the order's date. */
  date: Date;
  orderNumber: string;
  /** The order's expected delivery date (YYYY-MM-DD), if the booking gave one. */
  expectedDelivery: string | null;
  consignor: {
    name: string;
    address: string;
    gstin: string | null;
    phone: string | null;
    email: string | null;
  };
  consignee: Party;
  deliverTo: Party | null;
  lines: { serialNumber: string; model: string; machineType: string; hsn: string }[];
  /** Printed only for admins; null for the receiving side (and before Out for Delivery). */
  handoverCode: string | null;
};

/** The challan number of an order: DC- and its order number. */
const challanNumber = (orderNumber: string) => `DC-${orderNumber}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` names `part` as a whole word or number, whatever its case. */
const names = (text: string, part: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escaped(part)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

/**
 * An address with the place parts it lacks: each of `parts` (city, state, PIN code) is added
 * unless the address already names it, so '..., Ahmedabad 380015' in Ahmedabad prints the city
 * once.
 */
function placeLine(address: string, ...parts: (string | null)[]): string {
  let line = address.trim();
  for (const part of parts) {
    const p = part?.trim();
    if (p && !names(line, p)) line = line ? `${line}, ${p}` : p;
  }
  return line;
}

const place = (p: { address: string; city: string | null; state: string | null }) =>
  placeLine(p.address, p.city, p.state);

/** What the challan of order `id` shows to `principal` (404 when out of its scope). */
export async function challanData(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<ChallanData> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), orderScope(principal)));
  if (!order) throw notFound('not_found', 'Order not found');
  const [distributor] = await db
    .select()
    .from(distributors)
    .where(eq(distributors.id, order.distributorId));
  const [retailer] = order.retailerId
    ? await db.select().from(retailers).where(eq(retailers.id, order.retailerId))
    : [];
  const [sent] = await db
    .select({ at: orderStatusEvents.createdAt })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, id), eq(orderStatusEvents.status, 'IN_PROGRESS')))
    .orderBy(desc(orderStatusEvents.createdAt))
    .limit(1);
  const devices = (await linkedMachines(db, 'order', [id])).get(id) ?? [];
  const org = await organisationRow(db);
  return {
    number: challanNumber(order.orderNumber),
    date: sent?.at ?? order.createdAt,
    orderNumber: order.orderNumber,
    expectedDelivery: order.expectedDeliveryDate,
    consignor: {
      name: org.name,
      address: placeLine(org.address, org.pinCode),
      gstin: org.gstin,
      phone: org.phone,
      email: org.email,
    },
    consignee: {
      title: distributor!.companyName,
      contact: distributor!.name,
      address: place(distributor!),
      gstin: distributor!.gstNumber,
      phone: distributor!.phone,
    },
    deliverTo: retailer
      ? {
          // The booking's delivery contact and address, else the retailer's own.
          title: retailer.shopName,
          contact: order.contactPerson?.trim() || retailer.name,
          address: order.deliveryAddress?.trim() || place(retailer),
          gstin: retailer.gstNumber,
          phone: order.contactPhone?.trim() || retailer.phone,
        }
      : null,
    lines: devices.map((d) => ({
      serialNumber: d.serialNumber,
      model: d.model,
      machineType: MACHINE_TYPE_WORDS[d.type],
      hsn: d.type === 'SOUNDBOX' ? org.hsnSoundbox : org.hsnPos,
    })),
    handoverCode: principal.role === 'admin' ? order.handoverCode : null,
  };
}
