import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { auditOf, countOf } from '../../../test/factories/parties';
import { useTestApp } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

/** PAN, GSTIN, PIN code and KYC: the same rules for both kinds of party. */
const t = useTestApp();
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let alphaUser: Login;
let alpha: { id: number };

const PAN = 'AAPFU0939F';
const GSTIN = '27AAPFU0939F1ZV'; // its characters 3-12 are PAN
const OTHER_GSTIN = '24ABCDE1234F1Z6'; // of PAN ABCDE1234F

beforeAll(async () => {
  alpha = await createDistributor(t.database);
  admin = await loginAs(t, 'admin');
  alphaUser = await loginAs(t, 'distributor', { distributorId: alpha.id });
});

let n = 0;
const KINDS = {
  distributors: {
    noun: 'distributor',
    body: (o: Record<string, unknown> = {}) => ({
      name: `Kyc Dist ${++n}`,
      email: `kycd${n}@example.test`,
      phone: '+91 98765 43210',
      company_name: `Kyc Co ${n}`,
      address: '5 Ring Road',
      ...o,
    }),
  },
  retailers: {
    noun: 'retailer',
    body: (o: Record<string, unknown> = {}) => ({
      name: `Kyc Shop ${++n}`,
      email: `kycr${n}@example.test`,
      phone: '+91 91234 56789',
      shop_name: `Kyc Store ${n}`,
      address: '7 Station Road',
      distributor_id: alpha.id,
      ...o,
    }),
  },
} as const;

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, auth = admin.auth) =>
  t.app.inject({ method, url, headers: auth, payload: payload as object });

for (const [plural, kind] of Object.entries(KINDS)) {
  const table = sql.identifier(plural);
  const dbRow = async (id: number) =>
    (
      await readRows<Record<string, unknown>>(
        t.database.db,
        sql`select pan, pin_code, gst_number, kyc_status, kyc_rejection_reason, kyc_updated_by
            from ${table} where id = ${id}`,
      )
    )[0]!;
  const create = async (o: Record<string, unknown> = {}) => {
    const res = await call('POST', `/api/${plural}`, kind.body(o));
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[kind.noun] as Record<string, unknown> & { id: number };
  };

  describe(`${plural}: identity fields`, () => {
    it('stores PAN (upper-cased), PIN code and GSTIN; a new party is PENDING', async () => {
      const party = await create({ pan: 'aapfu0939f', pin_code: '380001', gst_number: GSTIN });
      expect(party).toMatchObject({
        pan: PAN,
        pin_code: '380001',
        gst_number: GSTIN,
        kyc_status: 'PENDING',
        kyc_rejection_reason: null,
        kyc_updated_at: null,
      });
      expect(await dbRow(party.id)).toMatchObject({ pan: PAN, pin_code: '380001' });
      const read = await call('GET', `/api/${plural}/${party.id}`);
      expect(read.json()[kind.noun]).toMatchObject({ pan: PAN, kyc_status: 'PENDING' });
    });

    it('keeps working for a client that sends none of the new fields', async () => {
      const party = await create();
      expect(party).toMatchObject({ pan: null, pin_code: null, kyc_status: 'PENDING' });
    });

    it.each([
      ['pan', 'AAPF09390F'],
      ['pan', 'AAPFU0939'],
      ['pin_code', '012345'],
      ['pin_code', '38001'],
      ['pin_code', '38000A'],
      ['gst_number', '27AAPFU0939F1ZW'], // wrong check character
      ['gst_number', '27AAPFU0939F1Z'],
    ])('refuses %s %s (400, nothing written)', async (field, value) => {
      const before = await countOf(t.database, plural as 'retailers');
      const res = await call('POST', `/api/${plural}`, kind.body({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details[0].path).toBe(`body.${field}`);
      expect(await countOf(t.database, plural as 'retailers')).toBe(before);
    });

    it('refuses a GSTIN of another PAN: pan_gstin_mismatch, on create and update', async () => {
      const before = await countOf(t.database, plural as 'retailers');
      const res = await call(
        'POST',
        `/api/${plural}`,
        kind.body({ pan: PAN, gst_number: OTHER_GSTIN }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'pan_gstin_mismatch' });
      expect(res.json().details[0]).toMatchObject({ path: 'pan', code: 'pan_gstin_mismatch' });
      expect(await countOf(t.database, plural as 'retailers')).toBe(before);

      // Only the PAN sent: it is compared with the GSTIN already stored.
      const party = await create({ gst_number: GSTIN });
      const put = await call('PUT', `/api/${plural}/${party.id}`, { pan: 'ABCDE1234F' });
      expect(put.statusCode).toBe(400);
      expect(put.json().code).toBe('pan_gstin_mismatch');
      expect(await dbRow(party.id)).toMatchObject({ pan: null });
      const ok = await call('PUT', `/api/${plural}/${party.id}`, { pan: PAN });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe(`PUT /api/${plural}/:id/kyc`, () => {
    it('lets an admin verify, recording who and auditing before/after', async () => {
      const party = await create({ pan: PAN, gst_number: GSTIN });
      const res = await call('PUT', `/api/${plural}/${party.id}/kyc`, { status: 'VERIFIED' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[kind.noun]).toMatchObject({
        id: party.id,
        kyc_status: 'VERIFIED',
        kyc_rejection_reason: null,
        kyc_updated_at: expect.any(String),
      });
      expect(await dbRow(party.id)).toMatchObject({
        kyc_status: 'VERIFIED',
        kyc_updated_by: admin.user.id,
      });
      const entries = await auditOf(t.database, kind.noun, party.id);
      expect(entries.at(-1)).toMatchObject({
        action: `${kind.noun}.kyc_decided`,
        actor_user_id: admin.user.id,
        before: { kyc_status: 'PENDING', kyc_rejection_reason: null },
        after: { kyc_status: 'VERIFIED', kyc_rejection_reason: null },
      });
      // The same decision again writes nothing.
      await call('PUT', `/api/${plural}/${party.id}/kyc`, { status: 'VERIFIED' });
      expect(await auditOf(t.database, kind.noun, party.id)).toHaveLength(entries.length);
    });

    it('rejects only with a reason, and the reason is shown', async () => {
      const party = await create();
      const none = await call('PUT', `/api/${plural}/${party.id}/kyc`, { status: 'REJECTED' });
      expect(none.statusCode).toBe(400);
      expect(none.json().details[0].path).toBe('body.reason');
      const blank = await call('PUT', `/api/${plural}/${party.id}/kyc`, {
        status: 'REJECTED',
        reason: '   ',
      });
      expect(blank.statusCode).toBe(400);
      const bad = await call('PUT', `/api/${plural}/${party.id}/kyc`, { status: 'PENDING' });
      expect(bad.statusCode).toBe(400);
      expect(await dbRow(party.id)).toMatchObject({ kyc_status: 'PENDING' });
      const res = await call('PUT', `/api/${plural}/${party.id}/kyc`, {
        status: 'REJECTED',
        reason: 'PAN card photo unreadable',
      });
      expect(res.json()[kind.noun]).toMatchObject({
        kyc_status: 'REJECTED',
        kyc_rejection_reason: 'PAN card photo unreadable',
      });
    });

    it('answers 404 for a party that does not exist', async () => {
      const res = await call('PUT', `/api/${plural}/999999/kyc`, { status: 'VERIFIED' });
      expect(res.statusCode).toBe(404);
    });

    it('sends a VERIFIED party back to PENDING when its PAN or GSTIN changes', async () => {
      const party = await create({ pan: PAN, gst_number: GSTIN, pin_code: '400001' });
      await call('PUT', `/api/${plural}/${party.id}/kyc`, { status: 'VERIFIED' });
      // Other fields leave the KYC alone.
      const pin = await call('PUT', `/api/${plural}/${party.id}`, { pin_code: '411001' });
      expect(pin.json()[kind.noun].kyc_status).toBe('VERIFIED');
      const res = await call('PUT', `/api/${plural}/${party.id}`, {
        pan: 'ABCDE1234F',
        gst_number: OTHER_GSTIN,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[kind.noun]).toMatchObject({ pan: 'ABCDE1234F', kyc_status: 'PENDING' });
      expect(await dbRow(party.id)).toMatchObject({ kyc_status: 'PENDING' });
      await call('PUT', `/api/${plural}/${party.id}/kyc`, { status: 'VERIFIED' });
      const gst = await call('PUT', `/api/${plural}/${party.id}`, { gst_number: null });
      expect(gst.json()[kind.noun].kyc_status).toBe('PENDING');
    });

    it('filters the list by KYC status', async () => {
      const party = await create();
      await call('PUT', `/api/${plural}/${party.id}/kyc`, { status: 'REJECTED', reason: 'No' });
      const res = await call('GET', `/api/${plural}?kyc=REJECTED&pageSize=100`);
      const list = res.json()[plural] as Array<{ id: number; kyc_status: string }>;
      expect(list.map((p) => p.id)).toContain(party.id);
      expect(list.every((p) => p.kyc_status === 'REJECTED')).toBe(true);
    });
  });
}

describe('a distributor and its retailers KYC', () => {
  it('reads its retailer KYC status but cannot decide it (403, nothing written)', async () => {
    const own = await createRetailer(t.database, alpha.id);
    const read = await call('GET', `/api/retailers/${own.id}`, undefined, alphaUser.auth);
    expect(read.json().retailer.kyc_status).toBe('PENDING');
    for (const plural of ['retailers', 'distributors'] as const) {
      const id = plural === 'retailers' ? own.id : alpha.id;
      const res = await call(
        'PUT',
        `/api/${plural}/${id}/kyc`,
        { status: 'VERIFIED' },
        alphaUser.auth,
      );
      expect(res.statusCode).toBe(403);
    }
    const [row] = await readRows<{ kyc_status: string }>(
      t.database.db,
      sql`select kyc_status from retailers where id = ${own.id}`,
    );
    expect(row!.kyc_status).toBe('PENDING');
  });
});
