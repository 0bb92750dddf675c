import type { MachineType } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rows as selectRows } from '../../../db/rows';
import type { Actor } from '../../../access/principal';
import { mappingDuplicates } from '../duplicates';

/** A machine to insert in bulk (the import's rows, a receipt's received devices). */
export type NewMachine = {
  serialNumber: string;
  model: string;
  manufacturer: string;
  type: MachineType;
  status: string;
  partner?: string | null;
  partnerType?: string | null;
  mid?: string | null;
  tid?: string | null;
  qrCode?: string | null;
  simNumber?: string | null;
  imei?: string | null;
  hasStandee: boolean;
  serviceProviderId: number;
};

/** How the audit entries of the new machines read: their action and details. */
export type InsertAudit = { action: string; details: Record<string, unknown> };

const INSERT_BATCH = 5_000;

const column = (values: (string | number | boolean | null)[], type: string) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * One set-based statement per batch: inserts the machines (unnest of one array per column) and
 * an audit entry for each, whose `after` has the keys of machineSnapshot(). The machine counts
 * follow by the trigger on machines (machine_count_deltas), in the same transaction.
 */
function insertWithAudit(batch: NewMachine[], actor: Actor, entry: InsertAudit) {
  const pick = <T extends string | number | boolean | null>(f: (i: NewMachine) => T) =>
    batch.map(f);
  return sql`
    WITH added AS (
      INSERT INTO machines (serial_number, model, manufacturer, machine_type, status, partner,
        partner_type, mid, tid, qr_code, sim_number, imei, has_standee, service_provider_id)
      SELECT * FROM unnest(
        ${column(
          pick((i) => i.serialNumber),
          'text',
        )},
        ${column(
          pick((i) => i.model),
          'text',
        )},
        ${column(
          pick((i) => i.manufacturer),
          'text',
        )},
        ${column(
          pick((i) => i.type),
          'text',
        )},
        ${column(
          pick((i) => i.status),
          'text',
        )},
        ${column(
          pick((i) => i.partner || null),
          'text',
        )},
        ${column(
          pick((i) => i.partnerType ?? null),
          'text',
        )},
        ${column(
          pick((i) => i.mid || null),
          'text',
        )},
        ${column(
          pick((i) => i.tid || null),
          'text',
        )},
        ${column(
          pick((i) => i.qrCode || null),
          'text',
        )},
        ${column(
          pick((i) => i.simNumber || null),
          'text',
        )},
        ${column(
          pick((i) => i.imei || null),
          'text',
        )},
        ${column(
          pick((i) => i.hasStandee),
          'boolean',
        )},
        ${column(
          pick((i) => i.serviceProviderId),
          'int',
        )}
      )
      RETURNING *
    )
    INSERT INTO audit_log (actor_user_id, actor_name, actor_role, action, entity_type, entity_id,
      after, details)
    SELECT ${actor.userId}::int, ${actor.name}::text, ${actor.role}::text, ${entry.action}::text,
      'machine', a.id,
      jsonb_build_object(
        'serialNumber', a.serial_number, 'model', a.model, 'manufacturer', a.manufacturer,
        'type', a.machine_type, 'status', a.status, 'partner', a.partner,
        'partnerType', a.partner_type, 'mid', a.mid, 'tid', a.tid, 'qrCode', a.qr_code,
        'simNumber', a.sim_number, 'imei', a.imei,
        'hasStandee', a.has_standee, 'serviceProviderId', a.service_provider_id,
        'distributorId', a.distributor_id, 'retailerId', a.retailer_id),
      ${JSON.stringify(entry.details)}::jsonb
    FROM added a
    ORDER BY a.id
    RETURNING entity_id AS id, after ->> 'serialNumber' AS "serialNumber"`;
}

/**
 * Inserts machines in set-based batches of 5,000 inside the caller's transaction, each with its
 * audit entry; a unique-index clash on serial / TID / QR becomes the usual 409.
 */
export async function insertMachines(
  tx: Executor,
  list: NewMachine[],
  actor: Actor,
  entry: InsertAudit,
): Promise<{ id: number; serialNumber: string }[]> {
  const done: { id: number; serialNumber: string }[] = [];
  for (let i = 0; i < list.length; i += INSERT_BATCH) {
    const batch = list.slice(i, i + INSERT_BATCH);
    const added = await mappingDuplicates(() =>
      selectRows<{ id: number; serialNumber: string }>(tx, insertWithAudit(batch, actor, entry)),
    );
    done.push(...added.map((r) => ({ id: Number(r.id), serialNumber: r.serialNumber })));
  }
  return done;
}
