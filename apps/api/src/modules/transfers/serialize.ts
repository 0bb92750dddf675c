import type { Transfer, TransferDetail } from '@dd/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { distributors, machines, transferMachines, transfers, users } from '../../db/schema';

const fromD = alias(distributors, 'from_d');
const toD = alias(distributors, 'to_d');
const creator = alias(users, 'creator');
const decider = alias(users, 'decider');

/** A device of a transfer as the contract shows it. */
export const deviceFields = {
  id: machines.id,
  serialNumber: machines.serialNumber,
  machineType: machines.machineType,
  model: machines.model,
  tid: machines.tid,
};

const who = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** Transfers by id, in the ids' order, as the contract's answer shape. */
export async function loadTransfers(db: Executor, ids: number[]): Promise<Transfer[]> {
  if (ids.length === 0) return [];
  const list = await db
    .select({
      t: transfers,
      fromName: fromD.name,
      toName: toD.name,
      creatorName: creator.name,
      deciderName: decider.name,
      machineCount: sql<number>`(select count(*)::int from ${transferMachines} tm
                                  where tm.transfer_id = ${transfers.id})`,
    })
    .from(transfers)
    .innerJoin(fromD, eq(fromD.id, transfers.fromDistributorId))
    .innerJoin(toD, eq(toD.id, transfers.toDistributorId))
    .leftJoin(creator, eq(creator.id, transfers.createdBy))
    .leftJoin(decider, eq(decider.id, transfers.decidedBy))
    .where(inArray(transfers.id, ids));
  const byId = new Map(
    list.map(({ t, ...r }) => [
      t.id,
      {
        id: t.id,
        transferNumber: t.transferNumber,
        status: t.status,
        from: { id: t.fromDistributorId, name: r.fromName },
        to: { id: t.toDistributorId, name: r.toName },
        notes: t.notes,
        refusalReason: t.refusalReason,
        machineCount: Number(r.machineCount),
        createdBy: who(t.createdBy, r.creatorName),
        createdAt: t.createdAt.toISOString(),
        decidedBy: who(t.decidedBy, r.deciderName),
        decidedAt: t.decidedAt?.toISOString() ?? null,
      } satisfies Transfer,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One transfer with its devices (serial order). */
export async function loadTransferDetail(db: Executor, id: number): Promise<TransferDetail> {
  const [transfer] = await loadTransfers(db, [id]);
  const devices = await db
    .select(deviceFields)
    .from(transferMachines)
    .innerJoin(machines, eq(machines.id, transferMachines.machineId))
    .where(eq(transferMachines.transferId, id))
    .orderBy(asc(machines.serialNumber));
  return { ...transfer!, machines: devices };
}
