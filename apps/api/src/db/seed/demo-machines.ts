import { sql, type SQL } from 'drizzle-orm';
import { countMachines } from '../../modules/custody';
import { MachineType } from '@dd/contract';
import { z } from 'zod';
import { integer } from '../row-types';
import type { Tx } from '../client';
import { rows } from '../rows';
import { machines } from '../schema';
import { PROVIDERS, prng, type MachineKind } from './demo-data';

type Provider = (typeof PROVIDERS)[number];

/**
 * POS terminals with global numbers from..to (serials TLR-POS-000001 / EVL-POS-000002...):
 * about 60 % Telering, a 15-digit MID and a unique 8-digit TID, no QR code.
 */
function posInsert(p: Provider, from: number, to: number, stockedAt: string) {
  return sql`
    INSERT INTO ${machines} (serial_number, model, manufacturer, machine_type, status, mid, tid,
      has_standee, service_provider_id, created_at, updated_at)
    SELECT
      CASE WHEN s.telering THEN 'TLR' ELSE 'EVL' END || '-POS-' || lpad(s.g::text, 6, '0'),
      CASE WHEN s.telering
        THEN CASE WHEN s.g % 3 = 0 THEN 'Telering T-500 Android' ELSE 'Telering T-300' END
        ELSE CASE WHEN s.g % 2 = 0 THEN 'Everlife EL-POS 9' ELSE 'Everlife EL-POS 7 Lite' END
      END,
      CASE WHEN s.telering THEN 'Telering' ELSE 'Everlife' END,
      'POS', 'AVAILABLE',
      (${p.midPrefix}::bigint * 1000000000000 + 100000000000 + s.g::bigint * 104729)::text,
      (20000000 + s.g * 9973)::text,
      false, ${p.id}::int, s.ts, s.ts
    FROM (
      SELECT g, (g * 7) % 10 < 6 AS telering,
        ${stockedAt}::timestamptz - make_interval(days => 70 + g % 21, hours => g % 9) AS ts
      FROM generate_series(${from}::int, ${to}::int) AS g
    ) s`;
}

/**
 * Soundboxes with global numbers from..to (serials TLR-SB-000001...): a unique UPI QR code on the
 * provider's handle, no MID or TID, a standee with every third one.
 */
function soundboxInsert(p: Provider, from: number, to: number, stockedAt: string) {
  return sql`
    INSERT INTO ${machines} (serial_number, model, manufacturer, machine_type, status, qr_code,
      has_standee, service_provider_id, created_at, updated_at)
    SELECT
      CASE WHEN s.telering THEN 'TLR' ELSE 'EVL' END || '-SB-' || lpad(s.g::text, 6, '0'),
      CASE WHEN s.telering
        THEN CASE WHEN s.g % 4 = 0 THEN 'Telering SB-20 4G' ELSE 'Telering SB-10' END
        ELSE CASE WHEN s.g % 2 = 0 THEN 'Everlife Vox 2' ELSE 'Everlife Vox Mini' END
      END,
      CASE WHEN s.telering THEN 'Telering' ELSE 'Everlife' END,
      'SOUNDBOX', 'AVAILABLE',
      'upi://pay?pa=merchant' || lpad(s.g::text, 6, '0') || '@' || ${p.qrHandle}::text,
      s.g % 3 = 0,
      ${p.id}::int, s.ts, s.ts
    FROM (
      SELECT g, (g * 3) % 5 < 3 AS telering,
        ${stockedAt}::timestamptz - make_interval(days => 70 + g % 17, hours => g % 7) AS ts
      FROM generate_series(${from}::int, ${to}::int) AS g
    ) s`;
}

/** An insert of new machines with their kept counts, as the machine import writes them. */
const counted = (insert: SQL) => sql`WITH added AS (${insert}
  RETURNING machine_type, status, partner_type, distributor_id, retailer_id)
  ${countMachines(sql`SELECT *, 1 AS n FROM added`)}`;

/** Inserts every provider's stock with four set-based statements. */
export async function insertMachines(tx: Tx, stockedAt: Date): Promise<void> {
  const at = stockedAt.toISOString();
  let pos = 1;
  let soundbox = 1;
  for (const p of PROVIDERS) {
    await tx.execute(counted(posInsert(p, pos, pos + p.posCount - 1, at)));
    await tx.execute(counted(soundboxInsert(p, soundbox, soundbox + p.soundboxCount - 1, at)));
    pos += p.posCount;
    soundbox += p.soundboxCount;
  }
}

export type PickedMachine = {
  id: number;
  serialNumber: string;
  model: string;
  machineType: MachineKind;
};

/**
 * Hands out distinct machines per provider and type, in a fixed shuffled order, so no machine is
 * used twice across orders, assignments and the maintenance / B2C sets.
 */
export class MachinePicker {
  private readonly pools = new Map<string, PickedMachine[]>();

  private constructor(all: (PickedMachine & { providerId: number })[]) {
    const rnd = prng(20260101);
    for (const m of all) {
      const key = `${m.providerId}:${m.machineType}`;
      const pool = this.pools.get(key) ?? [];
      pool.push({
        id: m.id,
        serialNumber: m.serialNumber,
        model: m.model,
        machineType: m.machineType,
      });
      this.pools.set(key, pool);
    }
    for (const key of [...this.pools.keys()].sort()) {
      const pool = this.pools.get(key)!;
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
    }
  }

  static async load(tx: Tx): Promise<MachinePicker> {
    const all = await rows(
      tx,
      sql`SELECT id, serial_number AS "serialNumber", model, machine_type AS "machineType",
            service_provider_id AS "providerId"
          FROM ${machines} ORDER BY id`,
      z.object({
        id: integer,
        serialNumber: z.string(),
        model: z.string(),
        machineType: MachineType,
        providerId: integer,
      }),
    );
    return new MachinePicker(all);
  }

  /** n machines of one provider and type; the first is random, the rest share its model when possible. */
  take(providerId: number, type: MachineKind, n: number): PickedMachine[] {
    const pool = this.pools.get(`${providerId}:${type}`);
    if (!pool || pool.length < n) throw new Error(`Demo seed: not enough ${type} machines`);
    const first = pool.shift()!;
    const picked = [first];
    for (let i = 0; i < pool.length && picked.length < n; ) {
      if (pool[i]!.model === first.model) picked.push(...pool.splice(i, 1));
      else i++;
    }
    while (picked.length < n) picked.push(pool.shift()!);
    return picked;
  }
}
