import { describe, expect, it } from 'vitest';
import { useMachineCatalogue, useTestApp } from '../../../test/use-app';

type Auth = { authorization: string };

const t = useTestApp();
const catalogue = useMachineCatalogue(t);
const { retB } = catalogue;
const { admin, distA, distB, retA } = catalogue.world;
const serial = (i: number) => catalogue.cat.m[i]!.serialNumber;

const resolve = (auth: Auth | undefined, serials: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/machines/resolve-serials',
    payload: { serials },
    headers: auth ?? {},
  });

type Answer = { machines: { serialNumber: string; status: string }[]; notFound: string[] };
const found = (body: Answer) => body.machines.map((m) => m.serialNumber);

describe('POST /api/machines/resolve-serials', () => {
  it('answers an admin every known serial in the request order, any case, once each', async () => {
    const res = await resolve(admin, [
      serial(5).toLowerCase(),
      ` ${serial(0)} `,
      'NO-SUCH-1',
      serial(0),
      serial(7),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(found(body)).toEqual([serial(5), serial(0), serial(7)]);
    expect(body.machines.map((m) => m.status)).toEqual(['ASSIGNED', 'AVAILABLE', 'RETIRED']);
    expect(body.notFound).toEqual(['NO-SUCH-1']);
  });

  it('lets a distributor name stock and its own, and tells another holder apart from nothing', async () => {
    const res = await resolve(distA, [serial(0), serial(3), serial(4), serial(5), 'NO-SUCH-2']);
    const body = res.json<Answer>();
    expect(found(body)).toEqual([serial(0), serial(3), serial(4)]);
    // B's machine is answered exactly as an unknown serial.
    expect(body.notFound).toEqual([serial(5), 'NO-SUCH-2']);
    const other = (await resolve(distB, [serial(3), serial(5)])).json<Answer>();
    expect(found(other)).toEqual([serial(5)]);
    expect(other.notFound).toEqual([serial(3)]);
  });

  it('lets a retailer name only what it holds (not the stock)', async () => {
    const own = (await resolve(retA, [serial(4), serial(0), serial(3)])).json<Answer>();
    expect(found(own)).toEqual([serial(4)]);
    expect(own.notFound).toEqual([serial(0), serial(3)]);
    const none = (await resolve(retB, [serial(4)])).json<Answer>();
    expect(found(none)).toEqual([]);
  });

  it('refuses bad input and the anonymous', async () => {
    expect((await resolve(admin, [])).statusCode).toBe(400);
    expect((await resolve(admin, ['x'.repeat(65)])).statusCode).toBe(400);
    expect(
      (
        await resolve(
          admin,
          Array.from({ length: 1001 }, (_, i) => `S-${i}`),
        )
      ).statusCode,
    ).toBe(400);
    expect((await resolve(undefined, ['A'])).statusCode).toBe(401);
    const many = await resolve(
      admin,
      Array.from({ length: 1000 }, (_, i) => `S-${i}`),
    );
    expect(many.statusCode).toBe(200);
    expect(many.json<Answer>().notFound).toHaveLength(1000);
  });
});
