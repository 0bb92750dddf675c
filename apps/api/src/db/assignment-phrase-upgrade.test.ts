/**
 * The migration that gives assignments their phrase (decision 0165) keys the ones a transfer
 * brought, read back from the English notes the transfer wrote ("Transfer TR-000001"). Its
 * statement runs again here on rows written the old way.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDistributor } from '../../test/app';
import { createAssignment } from '../../test/factories/reporting';
import { useTestApp } from '../../test/use-app';
import { assignments, transfers } from './schema';

const t = useTestApp();

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const file = fs.readdirSync(MIGRATIONS).find((f) => f.endsWith('_assignment_phrase.sql'))!;
/** Its statements after the new column (that exists already: the suite's database is migrated). */
const dataStatements = fs
  .readFileSync(`${MIGRATIONS}/${file}`, 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => !s.startsWith('ALTER TABLE'));

describe('keying the assignments transfers brought', () => {
  it("keys the receiver's assignment of an accepted transfer; other notes stay a person's", async () => {
    const from = await createDistributor(t.database, { name: 'Old Sender' });
    const to = await createDistributor(t.database, { name: 'Old Receiver' });
    const [transfer] = await t.database.db
      .insert(transfers)
      .values({
        transferNumber: 'TR-900001',
        fromDistributorId: from.id,
        toDistributorId: to.id,
        status: 'ACCEPTED',
      })
      .returning();
    const received = await createAssignment(t.database, {
      distributorId: to.id,
      notes: 'Transfer TR-900001',
    });
    // The same words at the sender, or naming no transfer, are not what a transfer wrote.
    const atSender = await createAssignment(t.database, {
      distributorId: from.id,
      notes: 'Transfer TR-900001',
    });
    const typed = await createAssignment(t.database, {
      distributorId: to.id,
      notes: 'Transfer TR-999999',
    });

    for (const statement of dataStatements) await t.database.db.execute(sql.raw(statement));

    const phraseOf = async (id: number) =>
      (
        await t.database.db
          .select({ notes: assignments.notes, phrase: assignments.phrase })
          .from(assignments)
          .where(eq(assignments.id, id))
      )[0];
    // The old words stay in the row (an upgrade changes no old column); the answer leaves them out.
    expect(await phraseOf(received.id)).toEqual({
      notes: 'Transfer TR-900001',
      phrase: { key: 'transferReceived', params: { transferNumber: transfer!.transferNumber } },
    });
    expect(await phraseOf(atSender.id)).toEqual({ notes: 'Transfer TR-900001', phrase: null });
    expect(await phraseOf(typed.id)).toEqual({ notes: 'Transfer TR-999999', phrase: null });
  });
});
