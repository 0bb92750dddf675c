import type { MachineType } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { z } from 'zod';
import { rows as selectRows } from '../../../db/rows';
import { integer } from '../../../db/row-types';
import type { Actor } from '../../../access/principal';
import { auditRowsSql } from '../../../platform/audit';
import { countMachines } from '../../custody';
import { mappingDuplicates } from '../duplicates';
import { machines } from '../../../db/schema';

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

/** The machine columns an insert fills, in the order its source SELECT answers them. */
const INSERTED_COLUMNS = sql`serial_number, model, manufacturer, machine_type, status, partner,
  partner_type, mid, tid, qr_code, sim_number, imei, has_standee, service_provider_id`;

/**
 * One set-based statement: inserts the machines `source` selects (INSERTED_COLUMNS, in that
 * order), an audit entry for each, whose `after` has the keys of machineSnapshot(), in id
 * order, and their kept counts (custody's countMachines: a new machine has no holder, so it
 * opens no holding period). Ends in `final` over the audit rows (`audited`: `entity_id`,
 * `serial_number`). The CTEs return only what the next step reads: at a million rows, returning
 * whole machines (`RETURNING *`) and whole entries cost about a fifth of the import.
 */
function insertWithAudit(source: SQL, actor: Actor, entry: InsertAudit, final: SQL) {
  return sql`
    WITH added AS (
      INSERT INTO ${machines} (${INSERTED_COLUMNS})
      ${source}
      RETURNING id, serial_number, model, manufacturer, machine_type, status, partner,
        partner_type, mid, tid, qr_code, sim_number, imei, has_standee, service_provider_id,
        distributor_id, retailer_id
    ), counted AS (
      ${countMachines(sql`SELECT machine_type, status, partner_type, distributor_id, retailer_id,
                                 1 AS n FROM added`)}
    ), audited AS (
    ${auditRowsSql(
      actor,
      { action: entry.action, entityType: 'machine' },
      {
        entityId: sql`a.id`,
        before: sql`NULL::jsonb`,
        after: sql`jsonb_build_object(
          'serialNumber', a.serial_number, 'model', a.model, 'manufacturer', a.manufacturer,
          'type', a.machine_type, 'status', a.status, 'partner', a.partner,
          'partnerType', a.partner_type, 'mid', a.mid, 'tid', a.tid, 'qrCode', a.qr_code,
          'simNumber', a.sim_number, 'imei', a.imei,
          'hasStandee', a.has_standee, 'serviceProviderId', a.service_provider_id,
          'distributorId', a.distributor_id, 'retailerId', a.retailer_id)`,
        details: sql`${JSON.stringify(entry.details)}::jsonb`,
      },
      sql`FROM added a ORDER BY a.id
          RETURNING entity_id, after ->> 'serialNumber' AS serial_number`,
    )}
    )
    ${final}`;
}

/** A batch of machines as the insert's source: one array per column, unnested. */
function unnestSource(batch: NewMachine[]): SQL {
  const pick = <T extends string | number | boolean | null>(f: (i: NewMachine) => T) =>
    batch.map(f);
  return sql`SELECT * FROM unnest(
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
  )`;
}

/**
 * `insertWithAudit` run inside the caller's transaction, for sources of any size (a table's
 * rows stay in PostgreSQL); a unique-index clash on serial / TID / QR becomes the usual 409.
 * Answers the rows of `final`.
 */
export function insertMachinesFrom<S extends z.ZodType>(
  tx: Executor,
  source: SQL,
  actor: Actor,
  entry: InsertAudit,
  final: SQL,
  schema: S,
): Promise<z.output<S>[]> {
  return mappingDuplicates(() =>
    selectRows(tx, insertWithAudit(source, actor, entry, final), schema),
  );
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
    const added = await insertMachinesFrom(
      tx,
      unnestSource(list.slice(i, i + INSERT_BATCH)),
      actor,
      entry,
      sql`SELECT entity_id AS id, serial_number AS "serialNumber" FROM audited`,
      z.object({ id: integer, serialNumber: z.string() }),
    );
    done.push(...added);
  }
  return done;
}
