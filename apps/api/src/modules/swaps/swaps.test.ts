import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { brokenInvariants } from '../../../test/process/invariants';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { swapKit, uniq } from '../../../test/kits/swaps';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const w = useTwoDistributors(t);
const k = swapKit(t, w);

afterEach(async () => {
  expect(await brokenInvariants(t.database.db)).toEqual([]);
});

const history = async (id: number, who = w.admin) =>
  (await send(t, who, 'GET', `/api/reports/machine-history/${id}`)).json().history as {
    action: string;
    details: Record<string, unknown>;
  }[];

describe('POST /api/machines/{id}/swap', () => {
  it('CARRY_OVER: the faulty device goes to MAINTENANCE, the replacement joins the assignment with the TID/MID/QR', async () => {
    const p = await k.provider('CARRY_OVER');
    const faulty = await k.held(p.id);
    const spare = await k.device(p.id);
    const [link] = await k.activeLinks(faulty.id);
    const res = await k.swap(w.admin, faulty.id, {
      replacementMachineId: spare.id,
      reason: 'Speaker dead',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.swap).toMatchObject({
      faultyMachine: { id: faulty.id, serialNumber: faulty.serialNumber },
      replacementMachine: { id: spare.id, serialNumber: spare.serialNumber },
      assignmentId: link!.assignment_id,
      distributorId: w.a.id,
      retailerId: w.ra.id,
      reason: 'Speaker dead',
      mappingMoved: true,
      mapping: { tid: faulty.tid, mid: faulty.mid, qrCode: faulty.qrCode },
      swappedBy: { id: w.admin.user.id },
    });
    expect(body.replacement).toMatchObject({ status: 'ASSIGNED', qrCode: faulty.qrCode });
    expect(body.faulty).toMatchObject({ status: 'MAINTENANCE', qrCode: null });

    expect(await k.machine(faulty.id)).toMatchObject({
      status: 'MAINTENANCE',
      faulty: true,
      tid: null,
      mid: null,
      qr_code: null,
      distributor_id: null,
      retailer_id: null,
      partner: null,
      activation_state: null,
    });
    const r = await k.machine(spare.id);
    expect(r).toMatchObject({
      status: 'ASSIGNED',
      faulty: false,
      tid: faulty.tid,
      mid: faulty.mid,
      qr_code: faulty.qrCode,
      distributor_id: w.a.id,
      retailer_id: w.ra.id,
      partner: w.a.name,
      partner_type: 'B2B',
      activation_state: 'ALLOTTED',
    });
    expect(r.allotted_at).not.toBeNull();
    expect(await k.activeLinks(faulty.id)).toEqual([]);
    expect(await k.activeLinks(spare.id)).toEqual([
      { assignment_id: link!.assignment_id, status: 'ACTIVE' },
    ]);
  });

  it('ISSUE_NEW: both keep their own TID/MID/QR', async () => {
    const p = await k.provider('ISSUE_NEW');
    const faulty = await k.held(p.id);
    const spare = await k.device(p.id, { qrCode: uniq('OWNQR') });
    const res = await k.swap(w.admin, faulty.id, {
      replacementMachineId: spare.id,
      reason: 'No sound',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().swap).toMatchObject({ mappingMoved: false, mapping: null });
    expect(await k.machine(faulty.id)).toMatchObject({
      status: 'MAINTENANCE',
      faulty: true,
      tid: faulty.tid,
      qr_code: faulty.qrCode,
    });
    expect(await k.machine(spare.id)).toMatchObject({
      status: 'ASSIGNED',
      tid: null,
      qr_code: spare.qrCode,
    });
  });

  it('both histories show the swap, with the other serial, the reason and the mapping; the holder reads them', async () => {
    const p = await k.provider();
    const faulty = await k.held(p.id);
    const spare = await k.device(p.id);
    expect(
      (await k.swap(w.admin, faulty.id, { replacementMachineId: spare.id, reason: 'Cracked' }))
        .statusCode,
    ).toBe(201);
    const f = (await history(faulty.id)).find((e) => e.action === 'machine.swapped');
    expect(f?.details).toMatchObject({
      role: 'FAULTY',
      otherSerial: spare.serialNumber,
      reason: 'Cracked',
      mappingMoved: true,
    });
    // The faulty one left A's scope (MAINTENANCE, no holder); A reads the replacement's history.
    for (const who of [w.admin, w.distA]) {
      const r = (await history(spare.id, who)).find((e) => e.action === 'machine.swapped');
      expect(r?.details).toMatchObject({
        role: 'REPLACEMENT',
        otherSerial: faulty.serialNumber,
        reason: 'Cracked',
        mappingMoved: true,
      });
    }
    const swaps = await send(t, w.distA, 'GET', `/api/machines/${spare.id}/swaps`);
    expect(swaps.json().swaps).toHaveLength(1);
    expect(swaps.json().swapMapping).toBe('CARRY_OVER');
    expect(swaps.json().swaps[0].faultyMachine.serialNumber).toBe(faulty.serialNumber);
    const other = await send(t, w.distB, 'GET', `/api/machines/${spare.id}/swaps`);
    expect(other.statusCode).toBe(404);
  });

  it('takes the replacement by its scanned serial (any case); a distributor swaps its own device from provider stock', async () => {
    const p = await k.provider();
    const faulty = await k.held(p.id, { retailer: false });
    const spare = await k.device(p.id);
    const res = await k.swap(w.distA, faulty.id, {
      replacementSerial: ` ${spare.serialNumber.toLowerCase()} `,
      reason: 'Battery',
    });
    expect(res.statusCode).toBe(201);
    expect(await k.machine(spare.id)).toMatchObject({
      status: 'ASSIGNED',
      distributor_id: w.a.id,
      retailer_id: null,
      activation_state: null,
    });
    expect(res.json().swap.swappedBy.id).toBe(w.distA.user.id);
  });

  it('replays the same Idempotency-Key without a second swap', async () => {
    const p = await k.provider();
    const faulty = await k.held(p.id);
    const spare = await k.device(p.id);
    const body = { replacementMachineId: spare.id, reason: 'Dead' };
    const key = { 'idempotency-key': uniq('KEY') };
    const first = await k.swap(w.admin, faulty.id, body, key);
    const again = await k.swap(w.admin, faulty.id, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().swap.id).toBe(first.json().swap.id);
    const [count] = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from machine_swaps where faulty_machine_id = ${faulty.id}`,
    );
    expect(count!.n).toBe(1);
  });
});

describe('GET /api/machines/{id}/swap-check', () => {
  it("names what would move and which of the replacement's own TID/MID it would overwrite; changes nothing", async () => {
    const p = await k.provider('CARRY_OVER');
    const faulty = await k.held(p.id);
    const spare = await k.device(p.id, { tid: uniq('OWNTID'), mid: uniq('OWNMID') });
    const res = await k.check(w.distA, faulty.id, {
      replacementSerial: spare.serialNumber.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      replacement: { id: spare.id, serialNumber: spare.serialNumber, status: 'AVAILABLE' },
      moves: { tid: faulty.tid, mid: faulty.mid, qrCode: faulty.qrCode },
      overwrites: { tid: spare.tid, mid: spare.mid, qrCode: null },
    });
    expect(await k.machine(spare.id)).toMatchObject({ status: 'AVAILABLE', tid: spare.tid });
    expect(await k.activeLinks(faulty.id)).toHaveLength(1);
  });

  it('ISSUE_NEW: nothing moves, nothing is overwritten; a spare without its own keeps nothing to lose', async () => {
    const issueNew = await k.provider('ISSUE_NEW');
    const faulty = await k.held(issueNew.id);
    const spare = await k.device(issueNew.id, { tid: uniq('OWNTID') });
    const res = await k.check(w.admin, faulty.id, { replacementMachineId: spare.id });
    expect(res.json()).toMatchObject({ moves: null, overwrites: null });
    const carry = await k.provider('CARRY_OVER');
    const other = await k.held(carry.id);
    const bare = await k.device(carry.id);
    const bareCheck = await k.check(w.admin, other.id, { replacementMachineId: bare.id });
    expect(bareCheck.json()).toMatchObject({ overwrites: null });
  });

  it('an unknown serial, or a device out of scope: 404 swap_replacement_not_found naming it; the retailer 403', async () => {
    const p = await k.provider();
    const faulty = await k.held(p.id);
    const unknown = await k.check(w.admin, faulty.id, { replacementSerial: 'NO-SUCH-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'swap_replacement_not_found',
      params: { serial: 'NO-SUCH-1' },
    });
    const spare = await k.device(p.id);
    expect((await k.check(w.distB, faulty.id, { replacementMachineId: spare.id })).statusCode).toBe(
      404,
    );
    expect((await k.check(w.retA, faulty.id, { replacementMachineId: spare.id })).statusCode).toBe(
      403,
    );
    const both = await k.check(w.admin, faulty.id, {
      replacementMachineId: spare.id,
      replacementSerial: spare.serialNumber,
    });
    expect(both.json().code).toBe('validation_failed');
  });
});

describe('refused swaps change nothing', () => {
  async function expectRefused(
    res: { statusCode: number; json: () => { code: string } },
    status: number,
    code: string,
    ids: number[],
    before: unknown[],
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await Promise.all(ids.map((id) => k.machine(id)))).toEqual(before);
  }
  const snapshot = (ids: number[]) => Promise.all(ids.map((id) => k.machine(id)));

  it.each([
    ['a replacement of another type', 400, 'swap_replacement_wrong_type'],
    ['a replacement of another provider', 400, 'swap_replacement_wrong_provider'],
    ['a replacement not AVAILABLE', 409, 'swap_replacement_unavailable'],
    ['a replacement held elsewhere', 409, 'swap_replacement_unavailable'],
    ['the device itself', 400, 'swap_same_machine'],
  ])('%s: %i %s', async (what, status, code) => {
    const p = await k.provider();
    const faulty = await k.held(p.id);
    let spareId: number;
    if (what.includes('type')) spareId = (await k.device(p.id, { machineType: 'POS' })).id;
    else if (what.includes('provider')) spareId = (await k.device((await k.provider()).id)).id;
    else if (what.includes('not AVAILABLE'))
      spareId = (await k.device(p.id, { status: 'MAINTENANCE' })).id;
    else if (what.includes('elsewhere')) spareId = (await k.held(p.id)).id;
    else spareId = faulty.id;
    const ids = [faulty.id, spareId];
    const before = await snapshot(ids);
    // The dialog's check answers the same refusal, from the same rule, at once.
    const check = await k.check(w.admin, faulty.id, { replacementMachineId: spareId });
    expect([check.statusCode, check.json().code]).toEqual([status, code]);
    const res = await k.swap(w.admin, faulty.id, { replacementMachineId: spareId, reason: 'x' });
    await expectRefused(res, status, code, ids, before);
  });

  it('a device not assigned: 409 swap_not_assigned', async () => {
    const p = await k.provider();
    const idle = await k.device(p.id);
    const spare = await k.device(p.id);
    const before = await snapshot([idle.id, spare.id]);
    const res = await k.swap(w.admin, idle.id, { replacementMachineId: spare.id, reason: 'x' });
    await expectRefused(res, 409, 'swap_not_assigned', [idle.id, spare.id], before);
  });

  it('other scope: 404 for B, 404 for a replacement B holds, 403 for the retailer', async () => {
    const p = await k.provider();
    const faulty = await k.held(p.id);
    const spare = await k.device(p.id);
    const ofB = await k.device(p.id);
    await send(t, w.admin, 'POST', '/api/assignments', {
      machineIds: [ofB.id],
      distributorId: w.b.id,
      validFrom: '2026-11-01',
    });
    const ids = [faulty.id, spare.id, ofB.id];
    const before = await snapshot(ids);
    const body = { replacementMachineId: spare.id, reason: 'x' };
    await expectRefused(await k.swap(w.distB, faulty.id, body), 404, 'not_found', ids, before);
    await expectRefused(
      await k.swap(w.distA, faulty.id, { replacementMachineId: ofB.id, reason: 'x' }),
      404,
      'swap_replacement_not_found',
      ids,
      before,
    );
    await expectRefused(await k.swap(w.retA, faulty.id, body), 403, 'forbidden', ids, before);
  });

  it('a missing reason or no replacement: 400 validation_failed', async () => {
    const p = await k.provider();
    const faulty = await k.held(p.id);
    const spare = await k.device(p.id);
    const ids = [faulty.id, spare.id];
    const before = await snapshot(ids);
    for (const payload of [
      { replacementMachineId: spare.id, reason: '  ' },
      { reason: 'x' },
      { replacementMachineId: spare.id, replacementSerial: spare.serialNumber, reason: 'x' },
    ]) {
      await expectRefused(
        await k.swap(w.admin, faulty.id, payload),
        400,
        'validation_failed',
        ids,
        before,
      );
    }
  });

  it('a device in a pending transfer or an open RMA batch: 409', async () => {
    const p = await k.provider();
    const inTransfer = await k.held(p.id);
    const inRma = await k.held(p.id);
    const spare = await k.device(p.id);
    const other = await createDistributor(t.database);
    await t.database.db.execute(sql`with t as (
        insert into transfers (transfer_number, from_distributor_id, to_distributor_id)
        values (${uniq('TR')}, ${w.a.id}, ${other.id}) returning id)
      insert into transfer_machines (transfer_id, machine_id) select id, ${inTransfer.id} from t`);
    await t.database.db.execute(sql`with b as (
        insert into rma_batches (batch_number, service_provider_id, reference)
        values (${uniq('RMA')}, ${p.id}, 'REF') returning id)
      insert into rma_items (batch_id, machine_id) select id, ${inRma.id} from b`);
    const ids = [inTransfer.id, inRma.id, spare.id];
    const before = await snapshot(ids);
    const body = { replacementMachineId: spare.id, reason: 'x' };
    await expectRefused(
      await k.swap(w.admin, inTransfer.id, body),
      409,
      'machines_in_transit',
      ids,
      before,
    );
    await expectRefused(
      await k.swap(w.admin, inRma.id, body),
      409,
      'swap_machine_in_rma',
      ids,
      before,
    );
  });
});
