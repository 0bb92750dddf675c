import { MAX_IMPORT_ERRORS } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRetailer } from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const w = useTwoDistributors(t);
let providerId: number;
let verified: { id: number };
beforeAll(async () => {
  providerId = (await createProvider(t.database)).id;
  verified = await createRetailer(t.database, w.a.id, { kycStatus: 'VERIFIED' });
});

type Auth = { authorization: string };

/** The file as the body, streamed (Content-Type: text/csv); the option in the query. */
const upload = (csv: string, query = '', auth: Auth = w.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/machines/activation/import${query}`,
    headers: { ...auth, 'content-type': 'text/csv' },
    payload: csv,
  });

/** A device held by A and the verified retailer (a real assignment), with a TID. */
async function held() {
  const m = await createMachine(t.database, { serviceProviderId: providerId });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assignments',
    headers: { authorization: w.admin.authorization },
    payload: {
      machineIds: [m.id],
      distributorId: w.a.id,
      retailerId: verified.id,
      validFrom: '2026-01-01',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const tid = `TID-A-${m.id}`;
  await t.database.db.execute(sql`UPDATE machines SET tid = ${tid} WHERE id = ${m.id}`);
  return { id: m.id, serial: m.serialNumber, tid };
}

const stateOf = async (id: number) =>
  (
    await readRows<{
      activation_state: string;
      activated_on: string | null;
      activation_ref: string;
    }>(
      t.database.db,
      sql`SELECT activation_state, activated_on::text, activation_ref FROM machines WHERE id = ${id}`,
    )
  )[0]!;

describe('POST /machines/activation/import as text/csv', () => {
  it('a dry run by default answers every rule per row with counts by code; the import activates the rest', async () => {
    const [a, b, c, d] = [await held(), await held(), await held(), await held()];
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const csv = [
      'serialNumber,tid,activatedOn,ref',
      `${a.serial},${a.tid.toLowerCase()},2026-02-01,R-1`,
      `,${b.tid},2024-02-29,`,
      `${c.serial},${d.tid},2026-02-01,`,
      `${d.serial},,2026-02-30,`,
      `${d.serial},,${tomorrow},`,
      `${d.serial},,2026-02-01,${'x'.repeat(101)}`,
      ',,2026-02-01,',
      `${d.serial},,,`,
      `${d.serial},,2026-02-01,,extra`,
      `,NO-SUCH-TID,2026-02-01,`,
    ].join('\r\n');
    const dry = await upload(csv);
    expect(dry.statusCode, dry.body).toBe(200);
    const body = dry.json();
    expect(body).toMatchObject({ dryRun: true, total: 10, valid: 2, invalid: 8, imported: 0 });
    expect(body.errors.map((e: { row: number; column: string; code: string }) => e)).toEqual([
      expect.objectContaining({ row: 4, column: 'tid', code: 'device_mismatch' }),
      expect.objectContaining({ row: 5, column: 'activatedOn', code: 'invalid_format' }),
      expect.objectContaining({ row: 6, column: 'activatedOn', code: 'invalid_format' }),
      expect.objectContaining({ row: 7, column: 'ref', code: 'too_big', params: { max: 100 } }),
      expect.objectContaining({ row: 8, column: 'serialNumber', code: 'required' }),
      expect.objectContaining({ row: 9, column: 'activatedOn', code: 'required' }),
      expect.objectContaining({ row: 10, column: '', code: 'no_column', params: { cell: 5 } }),
      expect.objectContaining({
        row: 11,
        column: 'tid',
        code: 'device_not_found',
        params: { value: 'NO-SUCH-TID' },
        message: 'No device has NO-SUCH-TID',
      }),
    ]);
    expect(body.errorCounts).toEqual({
      device_mismatch: 1,
      invalid_format: 2,
      too_big: 1,
      required: 2,
      no_column: 1,
      device_not_found: 1,
    });
    expect((await stateOf(a.id)).activation_state).toBe('ALLOTTED');

    const done = await upload(csv, '?dryRun=false');
    expect(done.json()).toMatchObject({ dryRun: false, valid: 2, imported: 2 });
    expect(await stateOf(a.id)).toEqual({
      activation_state: 'ACTIVATED',
      activated_on: '2026-02-01',
      activation_ref: 'R-1',
    });
    expect(await stateOf(b.id)).toMatchObject({
      activation_state: 'ACTIVATED',
      activated_on: '2024-02-29',
      activation_ref: null,
    });
    expect((await stateOf(c.id)).activation_state).toBe('ALLOTTED');
    const history = await readRows<{
      action: string;
      before: unknown;
      after: unknown;
      details: unknown;
    }>(
      t.database.db,
      sql`SELECT action, before, after, details FROM audit_log
          WHERE entity_type = 'machine' AND entity_id = ${a.id} AND action = 'machine.activated'`,
    );
    expect(history).toEqual([
      {
        action: 'machine.activated',
        before: { activationState: 'ALLOTTED' },
        after: {
          activationState: 'ACTIVATED',
          activatedOn: '2026-02-01',
          activationRef: 'R-1',
          deactivatedAt: null,
        },
        details: { retailerId: verified.id, source: 'file' },
      },
    ]);
    // Imported once: the second time each device cannot take the step again.
    const again = await upload(csv, '?dryRun=false');
    expect(again.json()).toMatchObject({ imported: 0 });
    expect(again.json().errorCounts).toMatchObject({ activation_step_invalid: 2 });
  });

  it('has no 20,000-row cap: every row is checked, the first errors answered', async () => {
    const a = await held();
    const lines = ['serialNumber,activatedOn'];
    for (let i = 0; i < 25_000; i++) lines.push(`NONE-${i},2026-02-01`);
    lines.push(`${a.serial},2026-02-01`);
    const res = await upload(lines.join('\n'), '?dryRun=false');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total: 25_001,
      valid: 1,
      invalid: 25_000,
      imported: 1,
      errorCount: 25_000,
      errorCounts: { device_not_found: 25_000 },
      errorsTruncated: true,
    });
    expect(body.errors).toHaveLength(MAX_IMPORT_ERRORS);
    expect(body.errors[0]).toMatchObject({ row: 2, params: { value: 'NONE-0' } });
    expect((await stateOf(a.id)).activation_state).toBe('ACTIVATED');
  });

  it('refuses a bad header, an empty file and a distributor, activating nothing', async () => {
    const a = await held();
    const bad = await upload(`serial,when\n${a.serial},2026-02-01\n`, '?dryRun=false');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('csv_unreadable');
    const empty = await upload('serialNumber,activatedOn\n\n', '?dryRun=false');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('csv_empty');
    const denied = await upload(
      `serialNumber,activatedOn\n${a.serial},2026-02-01\n`,
      '?dryRun=false',
      w.distA,
    );
    expect(denied.statusCode).toBe(403);
    expect((await stateOf(a.id)).activation_state).toBe('ALLOTTED');
  });
});
