import type { RmaBatch, RmaBatchDetail, RmaItem } from '@dd/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { machines, rmaBatches, rmaItems, serviceProviders, users } from '../../db/schema';

export type RmaBatchRow = typeof rmaBatches.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const creator = alias(users, 'creator');
const receiver = alias(users, 'receiver');
const closer = alias(users, 'closer');

const who = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** The batches of `ids`, in that order, with their provider, people and device count. */
export async function loadBatches(db: Executor, ids: number[]): Promise<RmaBatch[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({
      b: rmaBatches,
      providerName: serviceProviders.name,
      creatorName: creator.name,
      receiverName: receiver.name,
      closerName: closer.name,
      deviceCount: sql<number>`(SELECT count(*)::int FROM ${rmaItems} i WHERE i.batch_id = ${rmaBatches.id})`,
    })
    .from(rmaBatches)
    .innerJoin(serviceProviders, eq(serviceProviders.id, rmaBatches.serviceProviderId))
    .leftJoin(creator, eq(creator.id, rmaBatches.createdBy))
    .leftJoin(receiver, eq(receiver.id, rmaBatches.receivedBy))
    .leftJoin(closer, eq(closer.id, rmaBatches.closedBy))
    .where(inArray(rmaBatches.id, ids));
  const byId = new Map(found.map((f) => [f.b.id, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    if (!f) return [];
    const { b } = f;
    return [
      {
        id: b.id,
        batchNumber: b.batchNumber,
        serviceProvider: { id: b.serviceProviderId, name: f.providerName },
        reference: b.reference,
        courierName: b.courierName,
        trackingNumber: b.trackingNumber,
        status: b.status,
        notes: b.notes,
        deviceCount: Number(f.deviceCount),
        createdBy: who(b.createdBy, f.creatorName),
        createdAt: b.createdAt.toISOString(),
        receivedBy: who(b.receivedBy, f.receiverName),
        receivedAt: iso(b.receivedAt),
        closedBy: who(b.closedBy, f.closerName),
        closedAt: iso(b.closedAt),
      },
    ];
  });
}

/** The devices of a batch, by serial number, with their status now and their outcome. */
async function loadItems(db: Executor, batchId: number): Promise<RmaItem[]> {
  const found = await db
    .select({ i: rmaItems, m: machines })
    .from(rmaItems)
    .innerJoin(machines, eq(machines.id, rmaItems.machineId))
    .where(eq(rmaItems.batchId, batchId))
    .orderBy(asc(machines.serialNumber));
  return found.map(({ i, m }) => ({
    machineId: m.id,
    serialNumber: m.serialNumber,
    type: m.machineType,
    model: m.model,
    manufacturer: m.manufacturer,
    status: m.status,
    outcome: i.outcome,
    replacementSerial: i.replacementSerial,
    replacementMachineId: i.replacementMachineId,
    outcomeNote: i.outcomeNote,
  }));
}

export async function loadDetail(db: Executor, id: number): Promise<RmaBatchDetail> {
  const [batch] = await loadBatches(db, [id]);
  return { ...batch!, items: await loadItems(db, id) };
}
