import { describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/factories/parties';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { send } from '../../../test/requests';

const t = useTestApp();
const { admin, distA, retA } = useTwoDistributors(t);

const VALID = {
  name: 'Dhruv Digital Devices Pvt Ltd',
  address: '501 Shivalik Plaza, Ambawadi, Ahmedabad 380015',
  gstin: '24aagcp5678k1zw',
  phone: '+91 79 4000 1234',
  email: 'Dispatch@DhruvDigital.example',
  hsnPos: '84705010',
  hsnSoundbox: '85182900',
};

const put = (payload: unknown, auth = admin.auth) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/organisation',
    headers: auth,
    payload: payload as never,
  });

describe('organisation', () => {
  it('starts empty with the default HSN codes', async () => {
    const res = await send(t, admin, 'GET', '/api/organisation');
    expect(res.statusCode).toBe(200);
    expect(res.json().organisation).toMatchObject({
      name: '',
      address: '',
      gstin: null,
      hsnPos: '84705010',
      hsnSoundbox: '85182900',
    });
  });

  it('saves an admin edit (GSTIN upper-cased, email lower-cased) and audits before and after', async () => {
    const res = await put(VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json().organisation).toMatchObject({
      name: VALID.name,
      gstin: '24AAGCP5678K1ZW',
      email: 'dispatch@dhruvdigital.example',
    });
    const again = await send(t, admin, 'GET', '/api/organisation');
    expect(again.json().organisation.gstin).toBe('24AAGCP5678K1ZW');
    const audit = await auditOf(t.database, 'organisation', 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'organisation.update',
      actor_user_id: admin.user.id,
      before: expect.objectContaining({ name: '' }),
      after: expect.objectContaining({ name: VALID.name, gstin: '24AAGCP5678K1ZW' }),
    });
  });

  it('keeps a PIN code of 6 digits not starting with 0; refuses another; clears it with an empty one', async () => {
    expect((await put({ ...VALID, pinCode: '380015' })).json().organisation.pinCode).toBe('380015');
    for (const bad of ['080015', '38001', '3800155', 'ABCDEF']) {
      const res = await put({ ...VALID, pinCode: bad });
      expect(res.json(), bad).toMatchObject({
        code: 'validation_failed',
        details: [expect.objectContaining({ path: 'body.pinCode' })],
      });
    }
    // Left out: unchanged.
    expect((await put(VALID)).json().organisation.pinCode).toBe('380015');
    expect((await put({ ...VALID, pinCode: '' })).json().organisation.pinCode).toBeNull();
  });

  it('refuses a GSTIN with a wrong check character, naming the field, and keeps the saved one', async () => {
    const res = await put({ ...VALID, gstin: '24AAGCP5678K1ZX' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ path: 'body.gstin' })],
    });
    const saved = await send(t, admin, 'GET', '/api/organisation');
    expect(saved.json().organisation.gstin).toBe('24AAGCP5678K1ZW');
  });

  it('requires name, address and HSN codes of 4, 6 or 8 digits', async () => {
    for (const bad of [
      { name: '' },
      { address: ' ' },
      { hsnPos: '8470501' },
      { hsnSoundbox: 'abc' },
    ]) {
      const res = await put({ ...VALID, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('is for admins only', async () => {
    for (const who of [distA, retA]) {
      const get = await send(t, who, 'GET', '/api/organisation');
      expect(get.statusCode).toBe(403);
      expect((await put(VALID, who.auth)).statusCode).toBe(403);
    }
  });
});
