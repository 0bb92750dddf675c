import { todayInIndia } from '@dd/contract';
/**
 * The custody actions of the model test, each a fast-check command. A command holds only random
 * choices (who acts, which index, how many); it reads the world's rows when it runs to turn them
 * into real ids, calls the API like a user would, and accepts any answer but a 5xx. The
 * invariants (invariants.ts) are checked after every step, whatever the answer was.
 */
import fc from 'fast-check';
import { OPEN_ORDER_STATUSES } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { checkDeliveredOrder } from './invariants';
import {
  call,
  devices,
  distributorOf,
  pick,
  query,
  retailerOf,
  type Actor,
  type World,
} from './world';

type Who = 'admin' | 'distA' | 'distB';
const actorOf = (w: World, who: Who): Actor => w[who];

export type CustodyCommand = fc.AsyncCommand<object, World>;

abstract class Step implements CustodyCommand {
  check = () => true;
  abstract run(m: object, w: World): Promise<void>;
  abstract toString(): string;
}

const heldBy = (w: World, d: { status: string; distributor_id: number | null }) =>
  d.status === 'ASSIGNED' && (d.distributor_id === w.a || d.distributor_id === w.b);

/** A window of `count` ids from `list`, starting at `offset` (modulo). */
function window<T>(list: readonly T[], offset: number, count: number): T[] {
  if (list.length === 0) return [];
  const start = offset % list.length;
  return [...list.slice(start), ...list.slice(0, start)].slice(0, count);
}

/** The world's devices in stock that are not faulty: what a booking or assignment takes. */
const freeDevices = async (w: World) =>
  (await devices(w)).filter((d) => d.status === 'AVAILABLE' && !d.faulty);

/**
 * What a booking or an assignment takes: `count` free devices from `offset`, who acts, and the
 * distributor they go to (null: no device is free).
 */
async function freeFor(w: World, who: Who, second: boolean, offset: number, count: number) {
  const actor = actorOf(w, who);
  const free = window(await freeDevices(w), offset, count);
  if (free.length === 0) return null;
  const chosen = free.map((d) => d.id);
  // The order type of the first device: a window of both types is refused (order_type_mismatch).
  const orderType = free[0]!.type === 'SOUNDBOX' ? 'SOUNDBOX_ALLOTMENT' : 'MACHINE_ALLOTMENT';
  return { actor, chosen, orderType, distributorId: distributorOf(w, actor, second) };
}

async function worldOrders(w: World, statuses: readonly string[]) {
  return query<{ id: number; status: string; distributor_id: number }>(
    w,
    sql`select id, status, distributor_id from orders
         where distributor_id in (${w.a}, ${w.b}) and status = any(${`{${statuses.join(',')}}`}::text[])
         order by id`,
  );
}

async function worldAssignments(w: World, status: string) {
  return query<{ id: number; distributor_id: number }>(
    w,
    sql`select id, distributor_id from assignments
         where distributor_id in (${w.a}, ${w.b}) and status = ${status} order by id`,
  );
}

class Book extends Step {
  constructor(
    readonly who: Who,
    readonly second: boolean,
    readonly offset: number,
    readonly count: number,
  ) {
    super();
  }
  async run(_: object, w: World) {
    const free = await freeFor(w, this.who, this.second, this.offset, this.count);
    if (!free) return;
    await call(w, free.actor, 'POST', '/api/orders', {
      distributorId: free.distributorId,
      retailerId: retailerOf(w, free.distributorId),
      serviceProviderId: w.providerId,
      orderType: free.orderType,
      machineIds: free.chosen,
    });
  }
  toString = () => `Book(${this.who}, ${this.second}, ${this.offset}, ${this.count})`;
}

const NEXT: Record<string, string> = {
  PENDING: 'APPROVED',
  APPROVED: 'IN_PROGRESS',
  IN_PROGRESS: 'DELIVERED',
};

/** Moves an open order one step on (or cancels it). */
class SetOrderStatus extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
    readonly cancel: boolean,
  ) {
    super();
  }
  async run(_: object, w: World) {
    const order = pick(await worldOrders(w, Object.keys(NEXT)), this.index);
    if (!order) return;
    const to = this.cancel ? 'CANCELLED' : NEXT[order.status]!;
    const res = await call(w, actorOf(w, this.who), 'PUT', `/api/orders/${order.id}/status`, {
      status: to,
    });
    if (res.status < 300 && to === 'DELIVERED') await checkDeliveredOrder(w, order.id);
  }
  toString = () => `SetOrderStatus(${this.who}, ${this.index}, ${this.cancel})`;
}

/** 0 received, 1 missing, 2 damaged, per device of the order (cycled). */
class ConfirmReceipt extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
    readonly states: number[],
  ) {
    super();
  }
  async run(_: object, w: World) {
    const order = pick(await worldOrders(w, ['IN_PROGRESS']), this.index);
    if (order) await confirm(w, actorOf(w, this.who), order.id, this.states);
  }
  toString = () => `ConfirmReceipt(${this.who}, ${this.index}, [${this.states.join(',')}])`;
}

/** Confirms receipt of an IN_PROGRESS order with its code, each device in the state given. */
async function confirm(w: World, actor: Actor, orderId: number, states: number[]) {
  {
    const order = { id: orderId };
    const [row] = await query<{ code: string | null }>(
      w,
      sql`select handover_code as code from orders where id = ${order.id}`,
    );
    const serials = await query<{ serial: string }>(
      w,
      sql`select m.serial_number as serial from order_machines om
            join machines m on m.id = om.machine_id where om.order_id = ${order.id} order by m.id`,
    );
    const split: [string[], string[], string[]] = [[], [], []];
    serials.forEach((s, i) => split[states[i % states.length]!]!.push(s.serial));
    const [received, missing, damaged] = split;
    const res = await call(w, actor, 'POST', `/api/orders/${order.id}/receipt-confirmation`, {
      code: row?.code ?? '000000',
      received,
      missing,
      damaged,
      note: missing.length + damaged.length > 0 ? 'Checked at the counter' : null,
    });
    if (res.status < 300) await checkDeliveredOrder(w, order.id);
  }
}

/** An admin takes an open order out for delivery, then `who` confirms its receipt. */
class Deliver extends ConfirmReceipt {
  override async run(_: object, w: World) {
    const order = pick(await worldOrders(w, OPEN_ORDER_STATUSES), this.index);
    if (!order) return;
    let status = order.status;
    while (status !== 'IN_PROGRESS') {
      status = NEXT[status]!;
      const res = await call(w, w.admin, 'PUT', `/api/orders/${order.id}/status`, { status });
      if (res.status >= 300) return;
    }
    await confirm(w, actorOf(w, this.who), order.id, this.states);
  }
  override toString = () => `Deliver(${this.who}, ${this.index}, [${this.states.join(',')}])`;
}

class EndAssignment extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
    readonly how: 'RETURNED' | 'INACTIVE' | 'DELETE',
  ) {
    super();
  }
  async run(_: object, w: World) {
    const a = pick(await worldAssignments(w, 'ACTIVE'), this.index);
    if (!a) return;
    const actor = actorOf(w, this.who);
    if (this.how === 'DELETE') await call(w, actor, 'DELETE', `/api/assignments/${a.id}`);
    else await call(w, actor, 'PUT', `/api/assignments/${a.id}/status`, { status: this.how });
  }
  toString = () => `EndAssignment(${this.who}, ${this.index}, ${this.how})`;
}

class UndoReturn extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
  ) {
    super();
  }
  async run(_: object, w: World) {
    const a = pick(await worldAssignments(w, 'RETURNED'), this.index);
    if (a) await call(w, actorOf(w, this.who), 'POST', `/api/assignments/${a.id}/undo-return`);
  }
  toString = () => `UndoReturn(${this.who}, ${this.index})`;
}

class Assign extends Step {
  constructor(
    readonly who: Who,
    readonly second: boolean,
    readonly atRetailer: boolean,
    readonly offset: number,
    readonly count: number,
    readonly bulk: boolean,
  ) {
    super();
  }
  async run(_: object, w: World) {
    const free = await freeFor(w, this.who, this.second, this.offset, this.count);
    if (!free) return;
    const { actor, chosen, distributorId } = free;
    const retailerId = this.atRetailer ? retailerOf(w, distributorId) : null;
    if (this.bulk) {
      await call(w, actor, 'POST', '/api/bulk/assignments', {
        assignments: chosen.map((id) => ({
          machine_id: id,
          distributor_id: distributorId,
          retailer_id: retailerId,
          valid_from: todayInIndia(new Date()),
          status: 'ACTIVE',
        })),
      });
    } else {
      await call(w, actor, 'POST', '/api/assignments', {
        distributorId,
        retailerId,
        machineIds: chosen,
        validFrom: todayInIndia(new Date()),
      });
    }
  }
  toString = () =>
    `Assign(${this.who}, ${this.second}, ${this.atRetailer}, ${this.offset}, ${this.count}, ${this.bulk ? 'bulk' : 'one'})`;
}

class Swap extends Step {
  constructor(
    readonly who: Who,
    readonly faultyIndex: number,
    readonly replacementIndex: number,
  ) {
    super();
  }
  async run(_: object, w: World) {
    const all = await devices(w);
    const faulty = pick(
      all.filter((d) => heldBy(w, d)),
      this.faultyIndex,
    );
    if (!faulty) return;
    const replacement = pick(
      all.filter((d) => d.status === 'AVAILABLE' && !d.faulty && d.type === faulty.type),
      this.replacementIndex,
    );
    if (!replacement) return;
    await call(w, actorOf(w, this.who), 'POST', `/api/machines/${faulty.id}/swap`, {
      replacementMachineId: replacement.id,
      reason: 'Screen does not light up',
    });
  }
  toString = () => `Swap(${this.who}, ${this.faultyIndex}, ${this.replacementIndex})`;
}

class RmaSend extends Step {
  constructor(
    readonly offset: number,
    readonly count: number,
  ) {
    super();
  }
  async run(_: object, w: World) {
    const broken = (await devices(w)).filter((d) => d.status === 'MAINTENANCE');
    const chosen = window(broken, this.offset, this.count);
    if (chosen.length === 0) return;
    await call(w, w.admin, 'POST', '/api/rma-batches', {
      machineIds: chosen.map((d) => d.id),
      reference: 'RMA-REF',
      courierName: 'Blue Dart',
      trackingNumber: 'BD-1',
    });
  }
  toString = () => `RmaSend(${this.offset}, ${this.count})`;
}

async function worldBatches(w: World, status: string) {
  return query<{ id: number }>(
    w,
    sql`select id from rma_batches where service_provider_id = ${w.providerId} and status = ${status}
         order by id`,
  );
}

class RmaReceive extends Step {
  constructor(readonly index: number) {
    super();
  }
  async run(_: object, w: World) {
    const batch = pick(await worldBatches(w, 'SENT'), this.index);
    if (batch) await call(w, w.admin, 'POST', `/api/rma-batches/${batch.id}/received`);
  }
  toString = () => `RmaReceive(${this.index})`;
}

const RMA_OUTCOMES = ['REPAIRED', 'REPLACED', 'WRITTEN_OFF'] as const;

class RmaClose extends Step {
  constructor(
    readonly index: number,
    readonly outcomes: number[],
  ) {
    super();
  }
  async run(_: object, w: World) {
    const batch = pick(await worldBatches(w, 'RECEIVED_BY_PROVIDER'), this.index);
    if (!batch) return;
    const items = await query<{ machine_id: number }>(
      w,
      sql`select machine_id from rma_items where batch_id = ${batch.id} order by machine_id`,
    );
    await call(w, w.admin, 'POST', `/api/rma-batches/${batch.id}/close`, {
      outcomes: items.map((item, i) => {
        const outcome = RMA_OUTCOMES[this.outcomes[i % this.outcomes.length]!]!;
        return {
          machineId: item.machine_id,
          outcome,
          ...(outcome === 'REPLACED' ? { replacementSerial: newSerial(w, 'RMA') } : {}),
        };
      }),
    });
  }
  toString = () => `RmaClose(${this.index}, [${this.outcomes.join(',')}])`;
}

const newSerial = (w: World, prefix: string) => `${prefix}-${w.providerId}-${w.serialSeq++}`;

class TransferCreate extends Step {
  constructor(
    readonly who: Who,
    readonly fromSecond: boolean,
    readonly offset: number,
    readonly count: number,
  ) {
    super();
  }
  async run(_: object, w: World) {
    const actor = actorOf(w, this.who);
    const from = distributorOf(w, actor, this.fromSecond);
    const to = from === w.a ? w.b : w.a;
    const held = (await devices(w)).filter(
      (d) => heldBy(w, d) && d.distributor_id === from && d.retailer_id === null,
    );
    const chosen = window(held, this.offset, this.count);
    if (chosen.length === 0) return;
    await call(w, actor, 'POST', '/api/transfers', {
      fromDistributorId: from,
      toDistributorId: to,
      machineIds: chosen.map((d) => d.id),
    });
  }
  toString = () => `TransferCreate(${this.who}, ${this.fromSecond}, ${this.offset}, ${this.count})`;
}

class TransferDecide extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
    readonly decision: 'accept' | 'refuse' | 'cancel',
  ) {
    super();
  }
  async run(_: object, w: World) {
    const [transfer] = await query<{ id: number }>(
      w,
      sql`select id from transfers where from_distributor_id in (${w.a}, ${w.b})
             and status = 'PENDING' order by id offset ${this.index} limit 1`,
    );
    if (!transfer) return;
    await call(
      w,
      actorOf(w, this.who),
      'POST',
      `/api/transfers/${transfer.id}/${this.decision}`,
      this.decision === 'refuse' ? { reason: 'Not ordered' } : undefined,
    );
  }
  toString = () => `TransferDecide(${this.who}, ${this.index}, ${this.decision})`;
}

/** A provider's delivery: a receipt of new serials, each scanned, then closed. */
class Receive extends Step {
  constructor(readonly count: number) {
    super();
  }
  async run(_: object, w: World) {
    const serials = Array.from({ length: this.count }, () => newSerial(w, 'RCV'));
    const res = await call(w, w.admin, 'POST', '/api/receipts', {
      serviceProviderId: w.providerId,
      reference: 'INV-1',
      receiptDate: todayInIndia(new Date()),
      items: serials.map((serialNumber) => ({
        serialNumber,
        type: 'POS',
        model: 'Telering T-300',
        manufacturer: 'Telering',
      })),
    });
    const id = (res.body as { receipt?: { id: number } } | null)?.receipt?.id;
    if (!id) return;
    for (const serialNumber of serials)
      await call(w, w.admin, 'POST', `/api/receipts/${id}/scans`, { serialNumber });
    await call(w, w.admin, 'POST', `/api/receipts/${id}/close`);
  }
  toString = () => `Receive(${this.count})`;
}

const STEPS = ['INSTALLED', 'ACTIVATED', 'DEACTIVATED'] as const;

class Activate extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
    readonly step: (typeof STEPS)[number],
  ) {
    super();
  }
  async run(_: object, w: World) {
    const atRetailer = (await devices(w)).filter((d) => d.activation_state !== null);
    const device = pick(atRetailer, this.index);
    if (!device) return;
    await call(w, actorOf(w, this.who), 'POST', `/api/machines/${device.id}/activation`, {
      step: this.step,
      date: todayInIndia(new Date()),
      ...(this.step === 'ACTIVATED' ? { ref: 'ACT-1' } : {}),
      ...(this.step === 'INSTALLED' ? { location: 'Counter' } : {}),
    });
  }
  toString = () => `Activate(${this.who}, ${this.index}, ${this.step})`;
}

class SetRetailerStatus extends Step {
  constructor(
    readonly second: boolean,
    readonly status: 'ACTIVE' | 'INACTIVE',
  ) {
    super();
  }
  async run(_: object, w: World) {
    await call(w, w.admin, 'PUT', `/api/retailers/${this.second ? w.rb : w.ra}`, {
      status: this.status,
    });
  }
  toString = () => `SetRetailerStatus(${this.second}, ${this.status})`;
}

const STOCK_STATUSES = ['AVAILABLE', 'MAINTENANCE', 'RETIRED', 'ASSIGNED'] as const;

class SetStockStatus extends Step {
  constructor(
    readonly who: Who,
    readonly offset: number,
    readonly count: number,
    readonly status: (typeof STOCK_STATUSES)[number],
  ) {
    super();
  }
  async run(_: object, w: World) {
    const chosen = window(await devices(w), this.offset, this.count);
    if (chosen.length === 0) return;
    await call(w, actorOf(w, this.who), 'PUT', '/api/bulk/machines/status', {
      machineIds: chosen.map((d) => d.id),
      status: this.status,
    });
  }
  toString = () => `SetStockStatus(${this.who}, ${this.offset}, ${this.count}, ${this.status})`;
}

/** Admins do most custody work (several actions are theirs only); distributors try theirs too. */
const who = fc.constantFrom<Who>('admin', 'admin', 'distA', 'distB');
const index = fc.nat({ max: 9 });
const count = fc.integer({ min: 1, max: 3 });
/** Per device of an order, cycled: 0 received, 1 missing, 2 damaged (mostly received). */
const receiptStates = fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: 1, maxLength: 3 });

/** Every custody action; booking, assigning and the order steps weigh most. */
export const custodyCommands = [
  fc.tuple(who, fc.boolean(), index, count).map((a) => new Book(...a)),
  fc.tuple(who, fc.boolean(), index, count).map((a) => new Book(...a)),
  fc.tuple(who, index, fc.boolean()).map((a) => new SetOrderStatus(...a)),
  fc.tuple(who, index, fc.constant(false)).map((a) => new SetOrderStatus(...a)),
  fc.tuple(who, index, fc.constant(false)).map((a) => new SetOrderStatus(...a)),
  fc.tuple(who, index, receiptStates).map((a) => new ConfirmReceipt(...a)),
  fc.tuple(who, index, receiptStates).map((a) => new Deliver(...a)),
  fc.tuple(who, index, receiptStates).map((a) => new Deliver(...a)),
  fc
    .tuple(who, index, fc.constantFrom('RETURNED' as const, 'INACTIVE' as const, 'DELETE' as const))
    .map((a) => new EndAssignment(...a)),
  fc.tuple(who, index).map((a) => new UndoReturn(...a)),
  fc
    .tuple(who, fc.boolean(), fc.boolean(), index, count, fc.boolean())
    .map((a) => new Assign(...a)),
  fc.tuple(who, index, index).map((a) => new Swap(...a)),
  fc.tuple(index, count).map((a) => new RmaSend(...a)),
  fc.tuple(index).map((a) => new RmaReceive(...a)),
  fc.tuple(index).map((a) => new RmaReceive(...a)),
  fc
    .tuple(index, fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }))
    .map((a) => new RmaClose(...a)),
  fc
    .tuple(index, fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }))
    .map((a) => new RmaClose(...a)),
  fc.tuple(who, fc.boolean(), index, count).map((a) => new TransferCreate(...a)),
  fc
    .tuple(fc.constant<Who>('admin'), fc.boolean(), index, count)
    .map((a) => new TransferCreate(...a)),
  fc
    .tuple(fc.constant<Who>('admin'), fc.boolean(), fc.constant(false), index, count, fc.boolean())
    .map((a) => new Assign(...a)),
  fc
    .tuple(
      who,
      fc.nat({ max: 2 }),
      fc.constantFrom('accept' as const, 'refuse' as const, 'cancel' as const),
    )
    .map((a) => new TransferDecide(...a)),
  fc
    .tuple(
      fc.constantFrom<Who>('admin', 'distA', 'distB'),
      fc.nat({ max: 2 }),
      fc.constantFrom('accept' as const, 'refuse' as const),
    )
    .map((a) => new TransferDecide(...a)),
  fc.tuple(fc.integer({ min: 1, max: 2 })).map((a) => new Receive(...a)),
  fc.tuple(who, index, fc.constantFrom(...STEPS)).map((a) => new Activate(...a)),
  fc
    .tuple(fc.boolean(), fc.constantFrom('ACTIVE' as const, 'INACTIVE' as const))
    .map((a) => new SetRetailerStatus(...a)),
  fc
    .tuple(who, index, count, fc.constantFrom(...STOCK_STATUSES))
    .map((a) => new SetStockStatus(...a)),
];

/** The named commands, for a regression test that replays one sequence. */
export const replay = {
  Book,
  Deliver,
  SetOrderStatus,
  ConfirmReceipt,
  EndAssignment,
  UndoReturn,
  Assign,
  Swap,
  RmaSend,
  RmaReceive,
  RmaClose,
  TransferCreate,
  TransferDecide,
  Receive,
  Activate,
  SetRetailerStatus,
  SetStockStatus,
};
