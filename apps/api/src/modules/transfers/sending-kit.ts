import { expect } from 'vitest';
import { transfersKit } from '../../../test/kits/transfers';
import type { useTestApp } from '../../../test/use-app';

type Auth = { authorization: string };

/**
 * The transfers kit, and `sendHeld`: a pending transfer from one distributor to another of
 * devices the sender holds (`n` held, the first `count` of them sent), with its id.
 */
export function sendingKit(t: ReturnType<typeof useTestApp>) {
  const k = transfersKit(t);
  return {
    ...k,
    async sendHeld(admin: Auth, fromId: number, toId: number, n = 1, count = n) {
      const held = await k.held(admin, fromId, n);
      const res = await k.send(admin, {
        fromDistributorId: fromId,
        toDistributorId: toId,
        machineIds: held.ids.slice(0, count),
      });
      expect(res.statusCode, res.body).toBe(201);
      return { ...held, id: res.json().transfer.id as number };
    },
  };
}
