import {
  BUSINESS_TIME_ZONE,
  unlessAll,
  type ReportCell,
  type ReportFilters,
  type ReportType,
} from '@dd/contract';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { assignmentScope, distributorScope, machineScope, retailerScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { definedRow } from '../../db/row-types';
import { rows } from '../../db/rows';
import {
  assignments,
  distributors,
  machines,
  retailers,
  serviceProviders,
  users,
} from '../../db/schema';
import { REPORT_COLUMNS, selectExpression, toReportRow, type ReportColumn } from './columns';
import { BILLING_SOURCES } from './sources-billing';
import { eqIf, fromOf, sameText, type AnyReportFilters, type Source, source } from './source';
import { MERCHANT_SOURCES } from './sources-merchant';
import { REGISTER_SOURCES } from './sources-registers';

export type { AnyReportFilters };

/** The machines report's filters, plus the ids of a selection (set by the server only). */
export type MachinesExportFilters = ReportFilters['machines'] & { ids?: readonly number[] };

const SOURCES: Record<ReportType, Source> = {
  machines: source<'machines'>(machines, {
    from: sql`${machines}
      LEFT JOIN ${serviceProviders} sp ON sp.id = ${machines.serviceProviderId}
      LEFT JOIN ${distributors} d ON d.id = ${machines.distributorId}
      LEFT JOIN ${retailers} r ON r.id = ${machines.retailerId}`,
    createdAt: sql`${machines.createdAt}`,
    scope: machineScope,
    filters: (f: MachinesExportFilters) => [
      f.ids ? inArray(machines.id, f.ids) : undefined,
      eqIf(machines.status, unlessAll(f.status)),
      eqIf(machines.machineType, unlessAll(f.type)),
      sameText(machines.manufacturer, f.manufacturer),
    ],
  }),
  assignments: source<'assignments'>(assignments, {
    from: sql`${assignments}
      JOIN ${distributors} d ON d.id = ${assignments.distributorId}
      LEFT JOIN ${retailers} r ON r.id = ${assignments.retailerId}
      LEFT JOIN ${users} u ON u.id = ${assignments.assignedBy}`,
    createdAt: sql`${assignments.createdAt}`,
    scope: assignmentScope,
    filters: (f) => [
      eqIf(assignments.status, unlessAll(f.status)),
      eqIf(assignments.distributorId, f.distributorId),
      eqIf(assignments.retailerId, f.retailerId),
    ],
  }),
  distributors: source<'distributors'>(distributors, {
    from: sql`${distributors}`,
    createdAt: sql`${distributors.createdAt}`,
    scope: distributorScope,
    filters: (f) => [
      eqIf(distributors.status, unlessAll(f.status)),
      sameText(distributors.city, f.city),
      sameText(distributors.state, f.state),
    ],
  }),
  retailers: source<'retailers'>(retailers, {
    from: sql`${retailers} JOIN ${distributors} d ON d.id = ${retailers.distributorId}`,
    createdAt: sql`${retailers.createdAt}`,
    scope: retailerScope,
    filters: (f) => [
      eqIf(retailers.status, unlessAll(f.status)),
      eqIf(retailers.distributorId, f.distributorId),
      sameText(retailers.city, f.city),
    ],
  }),
  ...MERCHANT_SOURCES,
  ...BILLING_SOURCES,
  ...REGISTER_SOURCES,
};

/**
 * dateFrom / dateTo, both inclusive, on the row's creation day in India. Written as a range on
 * the timestamp itself (`>= day start`, `< day after dateTo`) so the created_at indexes serve it;
 * on a document's date (a day already), as a range of days.
 */
function dateRange(source: Source, f: AnyReportFilters): SQL[] {
  const { dateFrom, dateTo } = f as { dateFrom?: string; dateTo?: string };
  const out: SQL[] = [];
  const { createdAt, day } = source;
  if (day) {
    if (dateFrom) out.push(sql`${day} >= ${dateFrom}::date`);
    if (dateTo) out.push(sql`${day} <= ${dateTo}::date`);
    return out;
  }
  if (!createdAt) return out;
  if (dateFrom) {
    out.push(
      sql`${createdAt} >= ((${dateFrom}::date)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  }
  if (dateTo) {
    out.push(
      sql`${createdAt} < ((${dateTo}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  }
  return out;
}

/** The WHERE condition: the caller's scope AND the type's filters AND the date range. */
function reportWhere(type: ReportType, p: Principal, f: AnyReportFilters): SQL {
  const source = SOURCES[type];
  const parts = [source.base, source.scope(p), ...source.filters(f), ...dateRange(source, f)];
  return and(...parts.filter((c): c is SQL => c !== undefined)) ?? sql`true`;
}

export type ReportWindow = {
  /** Keyset paging for streaming: only rows with id > afterId (or (id, tie) > (afterId, afterTie)). */
  afterId?: number;
  afterTie?: number;
  limit?: number;
  offset?: number;
};

/**
 * THE report query: one SELECT of the type's columns (each aliased by its key) with scope,
 * filters and date range, ORDER BY id. The preview pages it with limit/offset; an export can
 * stream it in id order with `afterId` + `limit` batches (see `reportBatches`). `cell` writes
 * each column's expression: by default the values the API answers (`selectExpression`); the
 * PostgreSQL CSV export passes its CSV cells (copy.ts), so its rows come from this same query.
 */
export function reportSelect(
  type: ReportType,
  p: Principal,
  f: AnyReportFilters,
  w: ReportWindow = {},
  cell: (c: ReportColumn) => SQL = selectExpression,
): SQL {
  const source = SOURCES[type];
  const columns = sql.join(
    REPORT_COLUMNS[type].map((c) => sql`${cell(c)} AS ${sql.identifier(c.key)}`),
    sql`, `,
  );
  const where = reportWhere(type, p, f);
  const tie = source.tie?.sql;
  const after =
    w.afterId === undefined
      ? sql``
      : tie && w.afterTie !== undefined
        ? sql` AND (${source.id}, ${tie}) > (${w.afterId}, ${w.afterTie})`
        : sql` AND ${source.id} > ${w.afterId}`;
  const order = tie ? sql`${source.id}, ${tie}` : source.id;
  const limit = w.limit !== undefined ? sql` LIMIT ${w.limit}` : sql``;
  const offset = w.offset ? sql` OFFSET ${w.offset}` : sql``;
  return sql`SELECT ${columns} FROM ${fromOf(source, f)} WHERE ${where}${after} ORDER BY ${order}${limit}${offset}`;
}

/** How many rows the report has (same FROM / WHERE as `reportSelect`). */
export function reportCount(type: ReportType, p: Principal, f: AnyReportFilters): SQL {
  const source = SOURCES[type];
  return sql`SELECT count(*)::int AS "total" FROM ${fromOf(source, f)} WHERE ${reportWhere(type, p, f)}`;
}

/** Runs the report query and answers the rows as the API writes them. */
export async function reportRows(
  db: Executor,
  type: ReportType,
  p: Principal,
  f: AnyReportFilters,
  w: ReportWindow = {},
): Promise<Record<string, ReportCell>[]> {
  const raw = await rows(db, reportSelect(type, p, f, w), definedRow);
  return raw.map((r) => toReportRow(type, r));
}

/**
 * Every row of the report in id order, `batchSize` rows per query (keyset paging, so memory stays
 * flat and it works the same on PGlite and PostgreSQL). For the streamed CSV / Excel exports.
 * The next batch is already being read while the caller writes the current one, so the database
 * and the file writer work at the same time (bench/README.md: export rows/s); at most two
 * batches are in memory.
 */
export async function* reportBatches(
  db: Executor,
  type: ReportType,
  p: Principal,
  f: AnyReportFilters,
  batchSize = 1000,
): AsyncGenerator<Record<string, ReportCell>[]> {
  const tieKey = SOURCES[type].tie?.key;
  const read = (last: Record<string, ReportCell> | undefined) =>
    reportRows(db, type, p, f, {
      afterId: last?.['id'] as number | undefined,
      afterTie: tieKey && last ? (last[tieKey] as number) : undefined,
      limit: batchSize,
    });
  let pending: Promise<Record<string, ReportCell>[]> | undefined = read(undefined);
  try {
    while (pending) {
      const batch = await pending;
      pending = undefined;
      if (batch.length === 0) return;
      // Every report's first column is its `id`, which (with its `tie`) is also the ORDER BY.
      if (batch.length === batchSize) pending = read(batch[batch.length - 1]);
      yield batch;
    }
  } finally {
    // The consumer stopped early (client gone): let a read still in flight end quietly.
    pending?.catch(() => {});
  }
}
