import type { ReportCell, ReportField, ReportType } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_CODE_WORDS, TRANSFER_RECEIVED_WORDS } from '../../lib/code-words';
import {
  assignmentMachines,
  assignments,
  distributors,
  machines,
  retailers,
} from '../../db/schema';
import { BILLING_REPORT_COLUMNS } from './columns-billing';
import { coded, col, HOLDER_COLUMNS, type ReportColumn } from './column';
import { MERCHANT_REPORT_COLUMNS } from './columns-merchant';
import { REGISTER_COLUMNS } from './columns-registers';

export type { ReportColumn };

/**
 * THE column definitions of every report, shared by the JSON preview and the CSV / Excel
 * exports: the order here is the column order everywhere.
 *
 * `sql` is the cell's expression over the report's FROM clause (query.ts): the main table is
 * unaliased (so the scope helpers' `"machines"."distributor_id"` apply), looked-up tables are
 * aliased (`d` distributor, `r` retailer, `sp` provider, `u` user). The query formats the cell by
 * its kind (see `selectExpression`), so both drivers answer the same values.
 */
export const REPORT_COLUMNS = {
  machines: [
    col('id', 'ID', 'number', sql`${machines.id}`),
    col('serialNumber', 'Serial Number', 'text', sql`${machines.serialNumber}`),
    coded('type', 'Type', 'machineType', sql`${machines.machineType}`),
    col('model', 'Model', 'text', sql`${machines.model}`),
    col('manufacturer', 'Manufacturer', 'text', sql`${machines.manufacturer}`),
    coded('status', 'Status', 'status', sql`${machines.status}`),
    col('partner', 'Partner', 'text', sql`${machines.partner}`),
    col('partnerType', 'Partner Type', 'text', sql`${machines.partnerType}`),
    col('mid', 'MID', 'text', sql`${machines.mid}`),
    col('tid', 'TID', 'text', sql`${machines.tid}`),
    col('qrCode', 'QR Code', 'text', sql`${machines.qrCode}`),
    col('hasStandee', 'Standee', 'boolean', sql`${machines.hasStandee}`),
    ...HOLDER_COLUMNS,
    col('createdAt', 'Created At', 'datetime', sql`${machines.createdAt}`),
  ],
  assignments: [
    col('id', 'ID', 'number', sql`${assignments.id}`),
    coded('status', 'Status', 'status', sql`${assignments.status}`),
    col('distributor', 'Distributor', 'text', sql`d.name`),
    col('retailer', 'Retailer', 'text', sql`r.name`),
    col(
      'machineCount',
      'Machine Count',
      'number',
      sql`(SELECT count(*) FROM ${assignmentMachines} am WHERE am.assignment_id = ${assignments.id})`,
    ),
    col(
      'machineSerials',
      'Machine Serials',
      'text',
      sql`(SELECT string_agg(m.serial_number, ', ' ORDER BY m.serial_number)
           FROM ${assignmentMachines} am JOIN ${machines} m ON m.id = am.machine_id
           WHERE am.assignment_id = ${assignments.id})`,
    ),
    col('validFrom', 'Valid From', 'date', sql`${assignments.validFrom}`),
    col('validTo', 'Valid To', 'date', sql`${assignments.validTo}`),
    col('returnedAt', 'Returned At', 'datetime', sql`${assignments.returnedAt}`),
    // What a person wrote, or the English words of what the server wrote (an assignment that a
    // transfer brought: its phrase, decision 0165).
    col(
      'notes',
      'Notes',
      'text',
      sql`CASE WHEN ${assignments.phrase} ->> 'key' = 'transferReceived' THEN ${TRANSFER_RECEIVED_WORDS} || (${assignments.phrase} -> 'params' ->> 'transferNumber') ELSE ${assignments.notes} END`,
    ),
    col('assignedBy', 'Assigned By', 'text', sql`u.name`),
    col('createdAt', 'Created At', 'datetime', sql`${assignments.createdAt}`),
  ],
  distributors: [
    col('id', 'ID', 'number', sql`${distributors.id}`),
    col('name', 'Name', 'text', sql`${distributors.name}`),
    col('email', 'Email', 'text', sql`${distributors.email}`),
    col('phone', 'Phone', 'text', sql`${distributors.phone}`),
    col('company', 'Company', 'text', sql`${distributors.companyName}`),
    col('address', 'Address', 'text', sql`${distributors.address}`),
    col('city', 'City', 'text', sql`${distributors.city}`),
    col('state', 'State', 'text', sql`${distributors.state}`),
    col('gstNumber', 'GST Number', 'text', sql`${distributors.gstNumber}`),
    coded('status', 'Status', 'status', sql`${distributors.status}`),
    col(
      'retailersCount',
      'Retailers',
      'number',
      sql`(SELECT count(*) FROM ${retailers} r WHERE r.distributor_id = ${distributors.id})`,
    ),
    col(
      'machinesHeld',
      'Machines Held',
      'number',
      sql`(SELECT count(*) FROM ${machines} m WHERE m.distributor_id = ${distributors.id})`,
    ),
    col('createdAt', 'Created At', 'datetime', sql`${distributors.createdAt}`),
  ],
  retailers: [
    col('id', 'ID', 'number', sql`${retailers.id}`),
    col('name', 'Name', 'text', sql`${retailers.name}`),
    col('email', 'Email', 'text', sql`${retailers.email}`),
    col('phone', 'Phone', 'text', sql`${retailers.phone}`),
    col('shop', 'Shop', 'text', sql`${retailers.shopName}`),
    col('address', 'Address', 'text', sql`${retailers.address}`),
    col('city', 'City', 'text', sql`${retailers.city}`),
    col('state', 'State', 'text', sql`${retailers.state}`),
    col('gstNumber', 'GST Number', 'text', sql`${retailers.gstNumber}`),
    col('distributor', 'Distributor', 'text', sql`d.name`),
    coded('status', 'Status', 'status', sql`${retailers.status}`),
    col('createdAt', 'Created At', 'datetime', sql`${retailers.createdAt}`),
  ],
  ...MERCHANT_REPORT_COLUMNS,
  ...BILLING_REPORT_COLUMNS,
  ...REGISTER_COLUMNS,
} as const satisfies Record<ReportType, readonly ReportColumn[]>;

/** The columns as the API answers them (no SQL). */
export function reportFields(type: ReportType): ReportField[] {
  return REPORT_COLUMNS[type].map(({ key, header, kind, codes }) =>
    codes ? { key, header, kind, codes } : { key, header, kind },
  );
}

/**
 * The cell's SELECT expression, formatted in SQL so both drivers answer the same JS values:
 * number -> int, rupees -> bigint paise, date -> 'YYYY-MM-DD', datetime -> ISO 8601 UTC
 * ('...T..:..:..sssZ', exactly `Date.toISOString()`), text and boolean as they are.
 */
export function selectExpression(c: ReportColumn): SQL {
  switch (c.kind) {
    case 'number':
      return sql`(${c.sql})::int`;
    case 'rupees':
      return sql`(${c.sql})::bigint`;
    case 'date':
      return sql`to_char(${c.sql}, 'YYYY-MM-DD')`;
    case 'datetime':
      return sql`to_char((${c.sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    default:
      return c.sql;
  }
}

/** A cell as the files write it: a code as its English word (code-words.ts), else as it is. */
export function fileCell(c: ReportColumn, v: ReportCell | undefined): ReportCell {
  if (!c.codes || typeof v !== 'string') return v ?? null;
  return REPORT_CODE_WORDS[c.codes][v] ?? v;
}

/** A raw result row -> the report row (only the columns, in order; numbers as numbers). */
export function toReportRow(
  type: ReportType,
  raw: Record<string, unknown>,
): Record<string, ReportCell> {
  const row: Record<string, ReportCell> = {};
  for (const c of REPORT_COLUMNS[type]) {
    const v = raw[c.key];
    if (v === null || v === undefined) row[c.key] = null;
    else if (c.kind === 'number' || c.kind === 'rupees') row[c.key] = Number(v);
    else if (c.kind === 'boolean') row[c.key] = Boolean(v);
    else row[c.key] = String(v);
  }
  return row;
}
