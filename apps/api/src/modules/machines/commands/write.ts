import type { Machine, MachineInput, MachineUpdate } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../db/client';
import { machines } from '../../../db/schema';
import { actorOf, type Principal } from '../../../access/principal';
import { machineScope } from '../../../access/scope';
import { audit } from '../../../platform/audit';
import { conflict } from '../../../lib/http-errors';
import { lockScopedRow } from '../../../lib/lock-scoped-row';
import { assertNoDuplicates, assertProviderExists, mappingDuplicates } from '../duplicates';
import { machineSnapshot, type MachineRow } from '../serialize';
import { machineWhereabouts } from '../queries/holding';
import {
  heldMachineIds,
  keepMachineRecords,
  setMachineStatus,
  trackMachines,
  type MachineDetails,
} from '../../custody';

const HELD_STATUS_MESSAGE = 'Machine is assigned; return it before changing its status';

/** '' from an emptied form field means "none": optional codes are stored as NULL, never ''. */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

function normalised<T extends MachineUpdate>(body: T): T {
  return {
    ...body,
    partner: blankToNull(body.partner),
    mid: blankToNull(body.mid),
    tid: blankToNull(body.tid),
    qrCode: blankToNull(body.qrCode),
    simNumber: blankToNull(body.simNumber),
    imei: blankToNull(body.imei),
  };
}

/** POST /machines (inside the idempotent transaction). */
export async function createMachine(
  tx: Tx,
  principal: Principal,
  input: MachineInput,
): Promise<Machine> {
  const body = normalised(input);
  await assertProviderExists(tx, body.serviceProviderId);
  await assertNoDuplicates(tx, body);
  const [row] = await mappingDuplicates(() =>
    tx
      .insert(machines)
      .values({
        serialNumber: body.serialNumber,
        model: body.model,
        manufacturer: body.manufacturer,
        machineType: body.type,
        status: body.status,
        partner: body.partner ?? null,
        partnerType: body.partnerType ?? null,
        mid: body.mid ?? null,
        tid: body.tid ?? null,
        qrCode: body.qrCode ?? null,
        simNumber: body.simNumber ?? null,
        imei: body.imei ?? null,
        hasStandee: body.hasStandee,
        serviceProviderId: body.serviceProviderId,
      })
      .returning(),
  );
  await keepMachineRecords(tx, [], [row!]);
  await audit(tx, actorOf(principal), {
    action: 'machine.created',
    entityType: 'machine',
    entityId: row!.id,
    after: machineSnapshot(row!),
  });
  // The same answer as GET /machines/{id}: with the holder's names and the flags.
  return (await machineWhereabouts(tx, row!)).machine;
}

async function isHeld(db: Executor, row: MachineRow): Promise<boolean> {
  return (await heldMachineIds(db, [row])).has(row.id);
}

const COLUMN_OF = {
  serialNumber: 'serialNumber',
  model: 'model',
  manufacturer: 'manufacturer',
  type: 'machineType',
  partner: 'partner',
  partnerType: 'partnerType',
  mid: 'mid',
  tid: 'tid',
  qrCode: 'qrCode',
  simNumber: 'simNumber',
  imei: 'imei',
  hasStandee: 'hasStandee',
  serviceProviderId: 'serviceProviderId',
} as const satisfies Record<Exclude<keyof MachineUpdate, 'status'>, keyof MachineRow>;

/** PUT /machines/{id}: edits fields; a status change is refused while the machine is held. */
export async function updateMachine(
  db: Db,
  principal: Principal,
  id: number,
  input: MachineUpdate,
): Promise<Machine> {
  const body = normalised(input);
  return db.transaction(async (tx) => {
    const current = await lockScopedRow(
      tx,
      machines,
      id,
      machineScope(principal),
      'Machine not found',
    );

    const changes: MachineDetails = {};
    const changed: (keyof MachineUpdate)[] = [];
    for (const [field, column] of Object.entries(COLUMN_OF) as [
      Exclude<keyof MachineUpdate, 'status'>,
      keyof MachineDetails & keyof MachineRow,
    ][]) {
      const value = body[field];
      if (value !== undefined && value !== current[column]) {
        (changes as Record<string, unknown>)[column] = value;
        changed.push(field);
      }
    }
    const status = body.status !== undefined && body.status !== current.status ? body.status : null;
    if (status !== null) changed.push('status');
    // Nothing differs: nothing is written and nothing is logged.
    if (changed.length === 0) return (await machineWhereabouts(tx, current)).machine;

    if (status !== null && (await isHeld(tx, current))) {
      throw conflict('machines_held', HELD_STATUS_MESSAGE);
    }
    if (changes.serviceProviderId !== undefined) {
      await assertProviderExists(tx, changes.serviceProviderId!);
    }
    await assertNoDuplicates(
      tx,
      {
        serialNumber: changes.serialNumber,
        tid: changes.tid,
        qrCode: changes.qrCode,
        simNumber: changes.simNumber,
        imei: changes.imei,
      },
      id,
    );

    const actor = actorOf(principal);
    // A new type, partner type or provider moves the machine between kept counts.
    const [edited] = await trackMachines(tx, [id], () =>
      mappingDuplicates(() =>
        tx
          .update(machines)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(machines.id, id))
          .returning(),
      ),
    );
    const edit = {
      action: 'machine.updated',
      entityType: 'machine',
      entityId: id,
      before: machineSnapshot(current),
      after: machineSnapshot({ ...edited!, status: status ?? edited!.status }),
      details: { changed },
    };
    if (status === null) await audit(tx, actor, edit);
    else {
      await setMachineStatus(
        tx,
        actor,
        [edited!],
        { status },
        { details: (row) => ({ serialNumber: row.serialNumber }), also: [edit] },
      );
    }
    const [updated] = await tx.select().from(machines).where(eq(machines.id, id));
    return (await machineWhereabouts(tx, updated!)).machine;
  });
}
