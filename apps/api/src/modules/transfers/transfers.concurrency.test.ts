import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/db';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { sendingKit } from './sending-kit';
import { send as call } from '../../../test/requests';

if (!onPostgres) {
  console.warn('Concurrent transfer decisions SKIPPED: they need PostgreSQL (set DATABASE_URL)');
}

/** Real parallel requests on PostgreSQL's pool: one transfer, several decisions at once. */
describe.runIf(onPostgres)('deciding one transfer at once (PostgreSQL)', () => {
  const t = useTestApp();
  const world = useTwoDistributors(t);
  const { admin, distB } = world;
  const admin2 = t.signIn('admin');
  const k = sendingKit(t);

  const send = (n: number) => k.sendHeld(admin, world.a.id, world.b.id, n);

  type Decision = Parameters<typeof k.decide>[2];

  /** A new transfer of n devices decided twice at once: one decision applies, the other gets 409. */
  async function decideTwiceAtOnce(n: number, ...decisions: [typeof admin, Decision][]) {
    const { id, ids } = await send(n);
    const answers = await Promise.all(decisions.map(([who, what]) => k.decide(who, id, what)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    return { id, ids, refused: answers.find((a) => a.statusCode === 409)! };
  }

  it('two accepts at once: one wins, the other gets 409; one ACTIVE assignment per device', async () => {
    for (let round = 0; round < 3; round++) {
      const { ids, refused } = await decideTwiceAtOnce(3, [distB, 'accept'], [admin, 'accept']);
      expect(refused.json().code).toBe('transfer_not_pending');
      const holders = await k.holders(ids);
      expect(
        holders.every((h) => h.distributorId === world.b.id && h.activeAssignments === 1),
      ).toBe(true);
    }
    await k.expectCountsExact();
  });

  it('accept racing cancel: exactly one applies, the devices are wholly on one side', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, ids } = await decideTwiceAtOnce(2, [distB, 'accept'], [admin2, 'cancel']);
      const { transfer } = (await k.call(admin, 'GET', `/api/transfers/${id}`)).json();
      const side = transfer.status === 'ACCEPTED' ? world.b.id : world.a.id;
      const holders = await k.holders(ids);
      expect(holders.every((h) => h.distributorId === side && h.activeAssignments === 1)).toBe(
        true,
      );
      expect(holders.every((h) => h.assignmentDistributor === side)).toBe(true);
    }
    await k.expectCountsExact();
  });

  it("accept racing the return of the sender's assignment: the return is refused while in transit", async () => {
    const { id, ids, assignment } = await send(2);
    const [accept, ret] = await Promise.all([
      k.decide(distB, id, 'accept'),
      call(t, admin2, 'PUT', `/api/assignments/${assignment.id}/status`, { status: 'RETURNED' }),
    ]);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(ret.statusCode).toBe(409);
    const holders = await k.holders(ids);
    expect(holders.every((h) => h.distributorId === world.b.id && h.activeAssignments === 1)).toBe(
      true,
    );
    await k.expectCountsExact();
  });

  it('two transfers of the same devices at once: one is created, the other refused', async () => {
    const { ids } = await k.held(admin, world.a.id, 2);
    const body = { fromDistributorId: world.a.id, toDistributorId: world.b.id, machineIds: ids };
    const answers = await Promise.all([k.send(admin, body), k.send(admin2, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('machines_in_transit');
  });
});
