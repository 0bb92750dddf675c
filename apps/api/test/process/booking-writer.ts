import crypto from 'node:crypto';

/**
 * Books orders against a running API one after another (each with its own Idempotency-Key)
 * until stopped: real writes in flight while a test does something else (a backup, say).
 */
export function bookingWriter(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let booked = 0;
  let stopped = false;
  const get = async <T>(path: string) => {
    const res = await fetch(`${url}/api${path}`, { headers });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };

  const loop = (async () => {
    const { retailers } = await get<{ retailers: { id: number }[] }>('/retailers?distributorId=2');
    while (!stopped) {
      const { inventory } = await get<{ inventory: { pos: { id: number }[] } }>(
        '/service-providers/2/inventory?status=AVAILABLE&type=POS&pageSize=2',
      );
      const res = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          distributorId: 2,
          retailerId: retailers[0]!.id,
          serviceProviderId: 2,
          orderType: 'MACHINE_ALLOTMENT',
          machineIds: inventory.pos.map((m) => m.id),
        }),
      });
      if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
      booked += 1;
    }
  })();
  let failure: unknown;
  loop.catch((err: unknown) => (failure = err));

  return {
    /** Bookings answered 201 so far. */
    booked: () => booked,
    /** Resolves once `n` bookings are done; rejects if the writer failed. */
    async until(n: number, ms = 60_000) {
      const deadline = Date.now() + ms;
      while (booked < n) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`only ${booked} of ${n} bookings in ${ms} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    /** Stops after the booking in flight; rejects if the writer failed. */
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
