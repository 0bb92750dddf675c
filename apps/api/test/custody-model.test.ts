/**
 * Model-based custody test (fast-check commands): random sequences of every custody action, by
 * the admin and both distributors, through the API; after every step the invariants of
 * custody-model/invariants.ts must hold. Each sequence runs in a world of its own.
 *
 * CUSTODY_RUNS (default 200) sequences of up to CUSTODY_MAX_COMMANDS (15) steps; CUSTODY_SEED
 * replays a run (fast-check prints the seed and path of a failure).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { custodyCommands, replay, type CustodyCommand } from './custody-model/commands';
import { checkInvariants, snapshot } from './custody-model/invariants';
import { call, createWorld, outcomes, query, type World } from './custody-model/world';
import { useTestApp } from './use-app';

const t = useTestApp();
const admin = t.signIn('admin');

const RUNS = Number(process.env.CUSTODY_RUNS ?? 200);
const MAX_COMMANDS = Number(process.env.CUSTODY_MAX_COMMANDS ?? 15);
const SEED = process.env.CUSTODY_SEED ? Number(process.env.CUSTODY_SEED) : undefined;

/** A command, then every invariant. */
class Checked implements CustodyCommand {
  constructor(readonly inner: CustodyCommand) {}
  check = () => true;
  async run(m: object, w: World) {
    const before = await snapshot(w);
    await this.inner.run(m, w);
    await checkInvariants(w, before);
  }
  toString = () => this.inner.toString();
}

async function runSequence(commands: Iterable<CustodyCommand>): Promise<World> {
  const w = await createWorld(t, admin.auth);
  await fc.asyncModelRun(() => ({ model: {}, real: w }), commands);
  return w;
}

afterAll(() => {
  if (!process.env.CUSTODY_STATS) return;
  const lines = [...outcomes].sort(([a], [b]) => a.localeCompare(b));
  console.log(lines.map(([route, n]) => `${String(n).padStart(6)}  ${route}`).join('\n'));
});

describe('custody model', () => {
  it(`keeps every custody invariant over ${RUNS} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          custodyCommands.map((arb) => arb.map((c) => new Checked(c))),
          { maxCommands: MAX_COMMANDS, size: 'max' },
        ),
        async (commands) => {
          await runSequence(commands);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});

const { Book, EndAssignment, SetOrderStatus, ConfirmReceipt } = replay;
const checked = (...commands: CustodyCommand[]) => commands.map((c) => new Checked(c));

describe('custody regressions found by the model', () => {
  it('refuses to return the assignment of an order that is not delivered, so it cannot be delivered empty', async () => {
    const w = await runSequence(
      checked(
        new Book('admin', false, 0, 2),
        new EndAssignment('admin', 0, 'RETURNED'),
        new SetOrderStatus('admin', 0, false),
        new SetOrderStatus('admin', 0, false),
        new ConfirmReceipt('admin', 0, [0]),
      ),
    );
    expect(w.log[1]).toMatch(/-> 409 assignment_order_open$/);
    const [order] = await query<{ status: string; held: number }>(
      w,
      sql`select o.status, (select count(*)::int from machines m join order_machines om
                             on om.machine_id = m.id
                            where om.order_id = o.id and m.status = 'ASSIGNED'
                              and m.distributor_id = o.distributor_id) as held
            from orders o where o.distributor_id = ${w.a}`,
    );
    expect(order).toEqual({ status: 'DELIVERED', held: 2 });
  });

  it("refuses to delete a delivered order's assignment, the record of its devices", async () => {
    const w = await runSequence(
      checked(
        new Book('admin', false, 0, 2),
        new SetOrderStatus('admin', 0, false),
        new SetOrderStatus('admin', 0, false),
        new ConfirmReceipt('admin', 0, [0]),
        new EndAssignment('distA', 0, 'DELETE'),
      ),
    );
    expect(w.log.at(-1)).toMatch(/DELETE .* -> 409 assignment_of_order$/);
  });

  it('keeps the history it wrote: the append-only guard of audit_log refuses a change and a removal', async () => {
    const w = await runSequence(checked(new Book('admin', false, 0, 2)));
    const [entry] = await query<{ id: number }>(
      w,
      sql`select max(id)::int as id from audit_log where entity_type = 'machine'`,
    );
    const refusal = (q: ReturnType<typeof sql>) =>
      query(w, q).then(
        () => 'written',
        (e: Error & { cause?: Error }) => (e.cause ?? e).message,
      );
    expect(
      await refusal(sql`update audit_log set action = 'machine.rewritten' where id = ${entry!.id}`),
    ).toBe('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log where id = ${entry!.id}`)).toBe(
      'audit_log is append-only',
    );
  });

  it('takes a device marked Damaged at the receipt off its assignment', async () => {
    const w = await runSequence(
      checked(
        new Book('admin', false, 0, 2),
        new SetOrderStatus('admin', 0, false),
        new SetOrderStatus('admin', 0, false),
        new ConfirmReceipt('distA', 0, [0, 2]),
      ),
    );
    const [assignment] = await query<{ id: number }>(
      w,
      sql`select id from assignments where distributor_id = ${w.a} and status = 'ACTIVE'`,
    );
    const res = await call(w, w.distA, 'GET', `/api/assignments?pageSize=100`);
    const listed = (
      res.body as { assignments: { id: number; machines: { status?: string }[] }[] }
    ).assignments.find((a) => a.id === assignment!.id);
    expect(listed?.machines).toHaveLength(1);
    const damaged = await query<{ status: string; faulty: boolean; distributor_id: number | null }>(
      w,
      sql`select m.status, m.faulty, m.distributor_id from machines m
            join order_machines om on om.machine_id = m.id where om.receipt_state = 'DAMAGED'
             and m.service_provider_id = ${w.providerId}`,
    );
    expect(damaged).toEqual([{ status: 'MAINTENANCE', faulty: true, distributor_id: null }]);
  });
});
