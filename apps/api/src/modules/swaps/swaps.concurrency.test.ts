import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/db';
import { brokenInvariants } from '../../../test/process/invariants';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { swapKit } from '../../../test/kits/swaps';
import { readRows } from '../../../test/read-rows';

if (!onPostgres) {
  console.warn('Concurrent swaps SKIPPED: they need PostgreSQL (set DATABASE_URL)');
}

/** Real parallel requests on PostgreSQL's pool: row locks decide, exactly one swap wins. */
describe.runIf(onPostgres)('two admins swapping at once (PostgreSQL)', () => {
  const t = useTestApp();
  const w = useTwoDistributors(t);
  const k = swapKit(t, w);
  const admin2 = t.signIn('admin');

  it.each([1, 2, 3])(
    'round %i: the same faulty device, two replacements: one 201, one 409',
    async () => {
      const p = await k.provider();
      const faulty = await k.held(p.id);
      const [s1, s2] = [await k.device(p.id), await k.device(p.id)];
      const answers = await Promise.all([
        k.swap(w.admin, faulty.id, { replacementMachineId: s1.id, reason: 'one' }),
        k.swap(admin2, faulty.id, { replacementMachineId: s2.id, reason: 'two' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('swap_not_assigned');
      const winner = answers.find((a) => a.statusCode === 201)!.json().replacement.id as number;
      const loser = winner === s1.id ? s2.id : s1.id;
      expect((await k.machine(winner)).qr_code).toBe(faulty.qrCode);
      expect(await k.machine(loser)).toMatchObject({ status: 'AVAILABLE', qr_code: null });
      const [swaps] = await readRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from machine_swaps where faulty_machine_id = ${faulty.id}`,
      );
      expect(swaps!.n).toBe(1);
      expect(await brokenInvariants(t.database.db)).toEqual([]);
    },
  );

  it('two faulty devices, one replacement: one 201, one 409 swap_replacement_unavailable', async () => {
    const p = await k.provider();
    const [f1, f2] = [await k.held(p.id), await k.held(p.id)];
    const spare = await k.device(p.id);
    const answers = await Promise.all([
      k.swap(w.admin, f1.id, { replacementMachineId: spare.id, reason: 'one' }),
      k.swap(admin2, f2.id, { replacementMachineId: spare.id, reason: 'two' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe(
      'swap_replacement_unavailable',
    );
    expect(await brokenInvariants(t.database.db)).toEqual([]);
  });
});
