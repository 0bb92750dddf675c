import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { createRmaBatch, createSwap } from '../../../test/factories/merchant-reporting';
import { pdfText } from '../../../test/pdf';
import { useTwoDistributors, useTestApp } from '../../../test/use-app';
import { auditLog } from '../../db/schema';

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, retA } = world;

let batch: { id: number; batchNumber: string };
type Device = { id: number; serialNumber: string };
let swapped: Device;
let damaged: Device;
let silent: Device;

beforeAll(async () => {
  const provider = await createProvider(t.database, {
    name: 'शर्मा पेमेंट्स',
    companyName: 'શ્રી ક્ષેત્રપાલ Payments Pvt Ltd',
    address: '12 Ashram Road, Ahmedabad',
  });
  const faulty = (machineType: 'POS' | 'SOUNDBOX' = 'POS') =>
    createMachine(t.database, {
      serviceProviderId: provider.id,
      status: 'MAINTENANCE',
      faulty: true,
      model: 'PAX A910',
      machineType,
    });
  [swapped, damaged, silent] = [await faulty(), await faulty(), await faulty('SOUNDBOX')];
  const replacement = await createMachine(t.database, { serviceProviderId: provider.id });
  await createSwap(t.database, {
    faultyMachineId: swapped.id,
    replacementMachineId: replacement.id,
    distributorId: world.a.id,
    reason: 'स्क्रीन टूटी है, display cracked',
  });
  await t.database.db.insert(auditLog).values({
    action: 'machine.reported_damaged',
    entityType: 'machine',
    entityId: damaged.id,
    details: { note: 'Box crushed' },
  });
  batch = await createRmaBatch(t.database, {
    serviceProviderId: provider.id,
    reference: 'RET-REF-42',
    courierName: 'BlueDart',
    trackingNumber: 'BD-777',
    notes: 'Handle with care',
    items: [swapped, damaged, silent].map((m) => ({ machineId: m.id })),
  });
});

const note = (auth: { authorization: string }, id = batch.id) =>
  t.app.inject({ method: 'GET', url: `/api/rma-batches/${id}/dispatch-note.pdf`, headers: auth });

describe('RMA dispatch note', () => {
  it('prints the batch, the provider, each device with its reason, and the signature lines', async () => {
    const res = await note(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${batch.batchNumber}.pdf"`,
    );
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'RMA DISPATCH NOTE',
      `Batch No: ${batch.batchNumber}`,
      'Reference: RET-REF-42',
      'Courier: BlueDart',
      'Tracking No: BD-777',
      'શ્રી ક્ષેત્રપાલ Payments Pvt Ltd',
      'शर्मा पेमेंट्स',
      '12 Ashram Road, Ahmedabad',
      swapped.serialNumber,
      damaged.serialNumber,
      silent.serialNumber,
      'स्क्रीन टूटी है, display cracked',
      'Damaged on delivery: Box crushed',
      'Notes: Handle with care',
      'Total devices: 3',
      'Received by the provider: name, signature, date',
      `${silent.serialNumber} PAX A910 Soundbox`,
    ])
      expect(text, s).toContain(s);
    // A device type in words, never its code (decision 0164).
    expect(text).not.toContain('SOUNDBOX');
  });

  it('is for those who may read the batch: others are refused, a missing batch is not found', async () => {
    expect((await note(distA)).statusCode).toBe(403);
    expect((await note(retA)).statusCode).toBe(403);
    const missing = await note(admin, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });
});
