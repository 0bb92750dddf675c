import { ACTIVATION_IMPORT_COLUMNS } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../lib/http-errors';
import { stepProblemSql } from './steps';
import { machines, retailers } from '../../db/schema';

/**
 * The provider's activation file's rules as set-based SQL over its staging table (the machine
 * import's, machines/commands/import-stage.ts): each statement adds the errors of every row at
 * once to the errors table. A row with an error of its own is not looked up; a row naming no
 * device, or two, is not checked against the device's state; only rows left are checked for a
 * device named twice.
 */

export type ActivationColumn = (typeof ACTIVATION_IMPORT_COLUMNS)[number];

const BY_LOWER_NAME = new Map<string, ActivationColumn>(
  ACTIVATION_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]),
);

/** The ref's longest. */
const MAX_REF_LENGTH = 100;

/** How many other rows of a device named twice an error names. */
const REPEATED_ROWS_NAMED = 10;

/** The header's column at each position, or 400 naming unknown and missing columns. */
export function readActivationHeader(header: string[]): (ActivationColumn | undefined)[] {
  const columns = header.map((h) => BY_LOWER_NAME.get(h.trim().toLowerCase()));
  const unknown = header.filter((h, i) => h.trim() && !columns[i]);
  const problems = [
    unknown.length ? `Unknown columns: ${unknown.join(', ')}` : '',
    !columns.includes('activatedOn') ? 'Missing required column: activatedOn' : '',
    !columns.includes('serialNumber') && !columns.includes('tid')
      ? 'Missing column: serialNumber or tid'
      : '',
  ].filter(Boolean);
  if (problems.length)
    throw badRequest(
      'csv_unreadable',
      `${problems.join('. ')}. Expected columns: ${ACTIVATION_IMPORT_COLUMNS.join(', ')}.`,
      { details: problems.map((message) => ({ path: 'csv', message, code: 'invalid_value' })) },
    );
  return columns;
}

/** A column's place in the answer's order: 0 for the whole row, then the file's. */
const columnNumber = (column: ActivationColumn | '') =>
  column === '' ? 0 : ACTIVATION_IMPORT_COLUMNS.indexOf(column) + 1;
export const columnAt = (n: number): ActivationColumn | '' =>
  n === 0 ? '' : ACTIVATION_IMPORT_COLUMNS[n - 1]!;

const col = (name: ActivationColumn) => sql`s.${sql.identifier(name)}`;

/**
 * A YYYY-MM-DD that is a real day, no later than `today` (as IsoDate and requirePastDate; in
 * steps, so that no cast can fail on PostgreSQL 15, which has no pg_input_is_valid).
 */
function badDateSql(v: SQL, today: string): SQL {
  const y = sql`substr(${v}, 1, 4)::int`;
  const m = sql`substr(${v}, 6, 2)::int`;
  const d = sql`substr(${v}, 9, 2)::int`;
  return sql`CASE WHEN ${v} !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN true
    WHEN ${y} < 1 OR ${m} NOT BETWEEN 1 AND 12 THEN true
    WHEN ${d} < 1 OR ${d} > extract(day FROM make_date(${y}, ${m}, 1) + interval '1 month' - interval '1 day') THEN true
    ELSE ${v} > ${today}::text END`;
}

/** Error kinds, the order of a cell's errors: its own, the device's, the file's. */
const KIND = { cell: 1, device: 2, file: 3 } as const;

/** Rows of the staging table with no error yet. */
const clean = (errors: string, row: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(errors)} e WHERE e.row_no = ${row})`;

/** Every cell rule and the row's extra cell, in one pass over the staging table. */
function cellErrorsSql(staging: string, errors: string, today: string): SQL {
  const date = col('activatedOn');
  return sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code, params)
    SELECT s.row_no, c.col_no, ${KIND.cell}, c.code, c.params
    FROM ${sql.identifier(staging)} s CROSS JOIN LATERAL (VALUES
      (0, CASE WHEN s.extra_cell IS NOT NULL THEN 'no_column' END, jsonb_build_object('cell', s.extra_cell)),
      (${columnNumber('serialNumber')}, CASE WHEN ${col('serialNumber')} IS NULL AND ${col('tid')} IS NULL THEN 'required' END, NULL::jsonb),
      (${columnNumber('activatedOn')}, CASE WHEN ${date} IS NULL THEN 'required' WHEN ${badDateSql(date, today)} THEN 'invalid_format' END, NULL),
      (${columnNumber('ref')}, CASE WHEN length(${col('ref')}) > ${MAX_REF_LENGTH}::int THEN 'too_big' END, jsonb_build_object('max', ${MAX_REF_LENGTH}::int))
    ) AS c(col_no, code, params)
    WHERE c.code IS NOT NULL`;
}

/**
 * The devices the rows without a cell error name (serial and TID in any case, through their
 * unique indexes on lower()), with each row's date, reference and place in the file.
 */
function matchedSql(staging: string, errors: string, matched: string): SQL {
  return sql`CREATE TEMP TABLE ${sql.identifier(matched)} AS
    SELECT s.row_no, ${col('serialNumber')} AS serial, ${col('tid')} AS tid,
      ${col('activatedOn')} AS activated_on, ${col('ref')} AS ref,
      bs.id AS by_serial, bt.id AS by_tid
    FROM ${sql.identifier(staging)} s
    LEFT JOIN ${machines} bs ON lower(bs.serial_number) = lower(${col('serialNumber')})
    LEFT JOIN ${machines} bt ON lower(bt.tid) = lower(${col('tid')})
    WHERE ${clean(errors, sql`s.row_no`)}`;
}

/** Locks the devices found (the file's rows are checked and applied on locked rows). */
function lockSql(matched: string): SQL {
  return sql`SELECT count(*) FROM (SELECT 1 FROM ${machines} WHERE id IN
    (SELECT coalesce(by_serial, by_tid) FROM ${sql.identifier(matched)}) ORDER BY id FOR UPDATE) locked`;
}

/** A serial or TID no device has, or a serial and a TID of two devices. */
function deviceErrorsSql(errors: string, matched: string): SQL[] {
  const into = sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code, params)`;
  const lostSerial = sql`(t.serial IS NOT NULL AND t.by_serial IS NULL)`;
  return [
    sql`${into} SELECT t.row_no,
        CASE WHEN ${lostSerial} THEN ${columnNumber('serialNumber')}::int ELSE ${columnNumber('tid')}::int END,
        ${KIND.device}, 'device_not_found',
        jsonb_build_object('value', CASE WHEN ${lostSerial} THEN t.serial ELSE t.tid END)
      FROM ${sql.identifier(matched)} t
      WHERE ${lostSerial} OR (t.tid IS NOT NULL AND t.by_tid IS NULL)`,
    sql`${into} SELECT t.row_no, ${columnNumber('tid')}, ${KIND.device}, 'device_mismatch', NULL
      FROM ${sql.identifier(matched)} t
      WHERE t.by_serial <> t.by_tid AND ${clean(errors, sql`t.row_no`)}`,
  ];
}

/** A device that cannot be activated from where it is (steps.ts, THE activation rules). */
function stateErrorsSql(errors: string, matched: string): SQL {
  return sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code)
    SELECT t.row_no,
      CASE WHEN t.serial IS NOT NULL THEN ${columnNumber('serialNumber')}::int ELSE ${columnNumber('tid')}::int END,
      ${KIND.device}, p.code
    FROM ${sql.identifier(matched)} t
    JOIN ${machines} m ON m.id = coalesce(t.by_serial, t.by_tid)
    LEFT JOIN ${retailers} r ON r.id = m.retailer_id
    CROSS JOIN LATERAL (SELECT ${stepProblemSql('ACTIVATED', sql`m`, sql`r`)} AS code) p
    WHERE p.code IS NOT NULL AND ${clean(errors, sql`t.row_no`)}`;
}

/** A device on two or more rows otherwise good: an error on each (none is applied), naming the others. */
function repeatedSql(errors: string, matched: string): SQL {
  const device = sql`coalesce(t.by_serial, t.by_tid)`;
  return sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code, params)
    SELECT t.row_no, 0, ${KIND.file}, 'repeated_in_file',
      jsonb_build_object('rows', to_jsonb((array_remove(g.first_rows, t.row_no))[1:${REPEATED_ROWS_NAMED}]))
    FROM ${sql.identifier(matched)} t
    JOIN (SELECT ${device} AS id, (array_agg(t.row_no ORDER BY t.row_no))[1:${REPEATED_ROWS_NAMED + 1}] AS first_rows
          FROM ${sql.identifier(matched)} t WHERE ${clean(errors, sql`t.row_no`)}
          GROUP BY 1 HAVING count(*) > 1) g ON g.id = ${device}
    WHERE ${clean(errors, sql`t.row_no`)}`;
}

/** The statements that fill the errors table, in order (`matched` is made on the way). */
export function activationRuleStatements(
  staging: string,
  errors: string,
  matched: string,
  options: { today: string; lock: boolean },
): SQL[] {
  return [
    cellErrorsSql(staging, errors, options.today),
    matchedSql(staging, errors, matched),
    ...(options.lock ? [lockSql(matched)] : []),
    ...deviceErrorsSql(errors, matched),
    stateErrorsSql(errors, matched),
    repeatedSql(errors, matched),
  ];
}

/** The rows left without an error: the devices to activate, in file order. */
export function activatedRowsSql(errors: string, matched: string): SQL {
  return sql`SELECT coalesce(t.by_serial, t.by_tid) AS id, t.activated_on, t.ref, t.row_no AS n
    FROM ${sql.identifier(matched)} t WHERE ${clean(errors, sql`t.row_no`)}`;
}
