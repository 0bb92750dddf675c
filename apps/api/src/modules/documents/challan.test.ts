import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer } from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { pdfPages, pdfText } from '../../../test/pdf';
import { postOrder, send } from '../../../test/requests';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;

const ORG = {
  name: 'Dhruv Digital Devices Pvt Ltd',
  address: '501 Shivalik Plaza, Ambawadi, Ahmedabad 380015, Gujarat',
  pinCode: '380015',
  gstin: '24AAGCP5678K1ZW',
  phone: '+91 79 4000 1234',
  email: 'dispatch@dhruvdigital.example',
  hsnPos: '84705010',
  hsnSoundbox: '85182900',
};
const HINDI = 'शर्मा इलेक्ट्रॉनिक्स प्राइवेट लिमिटेड';
const GUJARATI = 'પટેલ કિરાણા સ્ટોર';
const CODE = '482913';

let order: { id: number; order_number: string };
let serials: string[];

async function challan(auth: { authorization: string }, id = order.id) {
  return t.app.inject({ method: 'GET', url: `/api/orders/${id}/challan.pdf`, headers: auth });
}

beforeAll(async () => {
  const put = await send(t, admin, 'PUT', '/api/organisation', ORG);
  expect(put.statusCode).toBe(200);
  // Distributor A and its retailer carry names in Devanagari and Gujarati.
  await t.database.db.execute(
    sql`update distributors set company_name = ${HINDI}, gst_number = '24AAACD1234E1ZF' where id = ${world.a.id}`,
  );
  await t.database.db.execute(
    sql`update retailers set shop_name = ${GUJARATI}, gst_number = '24ABCPS1234F1Z3' where id = ${world.ra.id}`,
  );
  const providerId = (await createProvider(t.database)).id;
  const pos = await createMachine(t.database, {
    serviceProviderId: providerId,
    model: 'Telering T-300',
  });
  const box = await createMachine(t.database, {
    serviceProviderId: providerId,
    machineType: 'SOUNDBOX',
    model: 'Soundwave S1',
  });
  serials = [pos.serialNumber, box.serialNumber];
  const res = await postOrder(t, admin.auth, {
    distributorId: world.a.id,
    retailerId: world.ra.id,
    serviceProviderId: providerId,
    machineIds: [pos.id],
  });
  expect(res.statusCode).toBe(201);
  order = res.json().order;
  // An order booked before decision 0164 could hold both types: the challan prints each.
  await t.database.db.execute(
    sql`insert into order_machines (order_id, machine_id) values (${order.id}, ${box.id})`,
  );
  for (const status of ['APPROVED', 'IN_PROGRESS']) {
    const r = await send(t, admin, 'PUT', `/api/orders/${order.id}/status`, { status });
    expect(r.statusCode).toBe(200);
  }
  // The code is issued when the order goes Out for Delivery (the custody flow); set it here.
  await t.database.db.execute(
    sql`update orders set handover_code = ${CODE} where id = ${order.id}`,
  );
});

describe('GET /api/orders/:id/challan.pdf', () => {
  it('prints the challan number, both parties with their GSTINs, each device and its HSN code', async () => {
    const res = await challan(admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="DC-${order.order_number}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Challan No: DC-${order.order_number}`);
    expect(text).toContain(ORG.name);
    expect(text).toContain('GSTIN: 24AAGCP5678K1ZW');
    // Hindi and Gujarati names come back as the same Unicode text (shaped, not garbled).
    expect(text).toContain(HINDI);
    expect(text).toContain(GUJARATI);
    expect(text).toContain('GSTIN: 24AAACD1234E1ZF');
    expect(text).toContain('GSTIN: 24ABCPS1234F1Z3');
    expect(text).toMatch(new RegExp(`${serials[0]} Telering T-300 POS 84705010 1`));
    expect(text).toMatch(new RegExp(`${serials[1]} Soundwave S1 Soundbox 85182900 1`));
    expect(text).toContain('Total quantity: 2');
    expect(text).toContain('Reason for movement: Supply of devices on allotment, not for sale');
    expect(text).toContain('Authorised signatory');
    expect(text).toContain('Received by');
  });

  it('prints each place once: a city, state or PIN code the address already names is not added again', async () => {
    // The parties' addresses end with their city ('12 Market Road, Ahmedabad', city Ahmedabad).
    const text = await pdfText((await challan(admin.auth)).rawPayload);
    expect(text).toContain('12 Market Road, Ahmedabad, Gujarat');
    expect(text).toContain('4 Station Road, Surat, Gujarat');
    expect(text).not.toMatch(/Ahmedabad, Ahmedabad|Surat, Surat/);
    expect(text.match(/380015/g)).toHaveLength(1);
  });

  it('shows the hand-over code to an admin only, never to the receiving side', async () => {
    expect(await pdfText((await challan(admin.auth)).rawPayload)).toContain(CODE);
    for (const who of [distA, retA]) {
      const res = await challan(who.auth);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`DC-${order.order_number}`);
      expect(text).toContain('Hand-over code');
      expect(text).not.toContain(CODE);
    }
  });

  it('dates the challan the day the order went Out for Delivery', async () => {
    await t.database.db.execute(
      sql`update order_status_events set created_at = '2026-03-04T10:00:00+05:30' where order_id = ${order.id} and status = 'IN_PROGRESS'`,
    );
    expect(await pdfText((await challan(admin.auth)).rawPayload)).toContain('Date: 04 Mar 2026');
  });

  it("prints the booking's delivery contact, address and expected date, else the retailer's", async () => {
    const plain = await pdfText((await challan(admin.auth)).rawPayload);
    expect(plain).not.toContain('Expected delivery');
    const retailer = await send(t, admin, 'GET', `/api/retailers/${world.ra.id}`);
    expect(plain).toContain(retailer.json().retailer.name);

    const providerId = (await createProvider(t.database)).id;
    const box = await createMachine(t.database, { serviceProviderId: providerId });
    const res = await postOrder(t, admin.auth, {
      distributorId: world.a.id,
      retailerId: world.ra.id,
      serviceProviderId: providerId,
      machineIds: [box.id],
      expectedDeliveryDate: '2099-12-24',
      deliveryAddress: 'Shop 4, CG Road, Ahmedabad 380009',
      contactPerson: 'Mahesh Patel',
      contactPhone: '+91 98790 12345',
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await pdfText((await challan(admin.auth, res.json().id)).rawPayload);
    expect(text).toContain('Expected delivery: 24 Dec 2099');
    expect(text).toContain('Mahesh Patel');
    expect(text).toContain('Shop 4, CG Road, Ahmedabad 380009');
    expect(text).toContain('Phone: +91 98790 12345');
  });

  it('answers 404 for another distributor and for a missing order, with the same body', async () => {
    const other = await challan(distB.auth);
    const missing = await challan(admin.auth, 2_000_000_000);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });

  it('runs a long order over several pages with the total on the last', async () => {
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const providerId = (await createProvider(t.database)).id;
    const ids: number[] = [];
    for (let i = 0; i < 70; i++)
      ids.push((await createMachine(t.database, { serviceProviderId: providerId })).id);
    const res = await postOrder(t, admin.auth, {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: providerId,
      machineIds: ids,
    });
    const big = await challan(admin.auth, res.json().order.id);
    expect(big.statusCode).toBe(200);
    expect(await pdfPages(big.rawPayload)).toBeGreaterThan(1);
    const text = await pdfText(big.rawPayload);
    expect(text).toContain('Total quantity: 70');
    expect(text).toContain('Page 2 of');
  });
});
