import type { RmaBatchDetail } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import { rows } from '../../db/rows';
import { organisationRow } from '../organisation';
import { rmaBatchDetail } from '../rma';
import { auditLog, machineSwaps, machines, serviceProviders } from '../../db/schema';

export type RmaNoteData = {
  batch: RmaBatchDetail;
  sender: { name: string; address: string; gstin: string | null; phone: string | null };
  provider: { name: string; companyName: string; address: string | null; phone: string | null };
  /** Why each device is faulty, by machine id (absent when nothing recorded says why). */
  reasons: Map<number, string>;
};

/**
 * Why each device went faulty: the reason of its latest swap out, else the note of its latest
 * damaged-on-delivery report.
 */
async function faultReasons(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows(
    db,
    sql`SELECT m.id, COALESCE(
          (SELECT s.reason FROM ${machineSwaps} s
            WHERE s.faulty_machine_id = m.id ORDER BY s.swapped_at DESC, s.id DESC LIMIT 1),
          (SELECT 'Damaged on delivery' || COALESCE(': ' || NULLIF(a.details->>'note', ''), '')
             FROM ${auditLog} a
            WHERE a.entity_type = 'machine' AND a.entity_id = m.id
              AND a.action = 'machine.reported_damaged'
            ORDER BY a.id DESC LIMIT 1)) AS reason
          FROM ${machines} m WHERE m.id = ANY(${idArray(ids)})`,
    z.object({ id: z.int(), reason: z.string().nullable() }),
  );
  return new Map(found.flatMap((r) => (r.reason ? [[r.id, r.reason] as const] : [])));
}

/** What the dispatch note of RMA batch `id` prints (404 when out of the principal's scope). */
export async function rmaNoteData(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<RmaNoteData> {
  const batch = await rmaBatchDetail(db, principal, id);
  const [provider] = await rows(
    db,
    sql`SELECT name, company_name AS "companyName", address, phone
          FROM ${serviceProviders} WHERE id = ${batch.serviceProvider.id}`,
    z.object({
      name: z.string(),
      companyName: z.string(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  );
  const org = await organisationRow(db);
  return {
    batch,
    sender: { name: org.name, address: org.address, gstin: org.gstin, phone: org.phone },
    provider: provider!,
    reasons: await faultReasons(
      db,
      batch.items.map((i) => i.machineId),
    ),
  };
}
