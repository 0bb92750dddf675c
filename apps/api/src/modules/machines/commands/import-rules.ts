import {
  ICCID_PATTERN,
  MACHINE_IMPORT_COLUMNS,
  MachineInput,
  SERIAL_NUMBER_PATTERN,
  type ErrorParams,
  type ImportIssueCode,
} from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { DUPLICATE_CODES, type UniqueField } from '../duplicates';
import { FALSE_WORDS, PG_INT_MAX, TRUE_WORDS, type ImportColumn } from './import-read';
import { machines, serviceProviders } from '../../../db/schema';

/**
 * The machine import's rules as set-based SQL over the staging table (import-stage.ts): each
 * statement adds the errors of every row at once to the errors table. The cell rules are those
 * of the machine schema (MachineInput: required, lengths, values, formats), read from it; the
 * first failing rule of a cell is its one error, in the schema's order.
 */

/** A column's place in the answer's order: 0 for the whole row, then the template's order. */
export const columnNumber = (column: ImportColumn | '') =>
  column === '' ? 0 : MACHINE_IMPORT_COLUMNS.indexOf(column) + 1;
export const columnAt = (n: number): ImportColumn | '' =>
  n === 0 ? '' : MACHINE_IMPORT_COLUMNS[n - 1]!;

export type CellRule = {
  required: boolean;
  min?: number;
  max?: number;
  options?: readonly string[];
};

type Wrapped = { _zod: { def: { type: string; innerType?: Wrapped } } };

/** Required, lengths and allowed values of a schema field (through optional / nullable / default). */
export function ruleOf(field: ZodType): CellRule {
  let inner = field as unknown as Wrapped;
  while (
    ['optional', 'nullable', 'default'].includes(inner._zod.def.type) &&
    inner._zod.def.innerType
  )
    inner = inner._zod.def.innerType;
  const shaped = inner as unknown as {
    minLength?: number | null;
    maxLength?: number | null;
    options?: string[];
  };
  return {
    required: !field.safeParse(undefined).success,
    min: shaped.minLength ?? undefined,
    max: shaped.maxLength ?? undefined,
    // An enum's values (a union's `options` are schemas, not values).
    options:
      inner._zod.def.type === 'enum' && Array.isArray(shaped.options) ? shaped.options : undefined,
  };
}

export const CELL_RULES = Object.fromEntries(
  MACHINE_IMPORT_COLUMNS.map((c) => [c, ruleOf(MachineInput.shape[c])]),
) as Record<ImportColumn, CellRule>;

const text = (v: string) => sql`${v}::text`;
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** IMEI: 15 digits, the last the Luhn check digit (as the contract's isValidImei). */
const imeiInvalid = (v: SQL) => sql`CASE WHEN ${v} !~ '^[0-9]{15}$' THEN true ELSE (SELECT sum(
  CASE WHEN i % 2 = 1 THEN CASE WHEN d * 2 > 9 THEN d * 2 - 9 ELSE d * 2 END ELSE d END) % 10
  FROM (SELECT substr(${v}, 15 - i, 1)::int AS d, i FROM generate_series(0, 14) AS i) luhn) <> 0 END`;

/** The provider id of a row: its cell if it is a whole number id, else the import's choice. */
export function providerIdSql(s: SQL, chosen: number | undefined): SQL {
  const cell = sql`${s}.${sql.identifier('serviceProviderId')}`;
  return sql`CASE WHEN ${cell} IS NULL THEN ${chosen ?? null}::int
    WHEN ${cell} ~ '^[0-9]{1,10}$' THEN CASE WHEN ${cell}::bigint BETWEEN 1 AND ${PG_INT_MAX} THEN ${cell}::int END END`;
}

/**
 * The rules of a filled text cell, as CASE branches to the code of the first one it fails: the
 * IMEI's check digit, lengths, the serial's and SIM's formats, an enum's values. Shared by the
 * machine import and the receipt's expected list (the same fields, the same rules).
 */
export function filledCellWhens(column: string, v: SQL, rule: CellRule): SQL[] {
  if (column === 'imei') return [sql`WHEN ${imeiInvalid(v)} THEN 'invalid_value'`];
  const whens: SQL[] = [];
  if (rule.min !== undefined)
    whens.push(sql`WHEN length(${v}) < ${rule.min}::int THEN 'too_small'`);
  if (rule.max !== undefined) whens.push(sql`WHEN length(${v}) > ${rule.max}::int THEN 'too_big'`);
  const format =
    column === 'serialNumber'
      ? SERIAL_NUMBER_PATTERN
      : column === 'simNumber'
        ? ICCID_PATTERN
        : undefined;
  if (format) whens.push(sql`WHEN ${v} !~ ${format.source}::text THEN 'invalid_format'`);
  if (rule.options)
    whens.push(sql`WHEN ${v} <> ALL(${textArray(rule.options)}) THEN 'invalid_value'`);
  return whens;
}

/** The code of the first rule the cell fails, or NULL. */
function cellCheck(column: ImportColumn, s: SQL, chosenProvider: number | undefined): SQL {
  const v = sql`${s}.${sql.identifier(column)}`;
  const rule = CELL_RULES[column];
  const required = column === 'serviceProviderId' ? chosenProvider === undefined : rule.required;
  const whens: SQL[] = [sql`WHEN ${v} IS NULL THEN ${required ? text('required') : sql`NULL`}`];
  if (column === 'hasStandee') {
    whens.push(
      sql`WHEN lower(${v}) <> ALL(${textArray([...TRUE_WORDS, ...FALSE_WORDS])}) THEN 'not_yes_no'`,
    );
  } else if (column === 'serviceProviderId') {
    whens.push(sql`WHEN ${providerIdSql(s, chosenProvider)} IS NULL THEN 'not_an_id'`);
  } else {
    whens.push(...filledCellWhens(column, v, rule));
  }
  return sql`CASE ${sql.join(whens, sql` `)} END`;
}

/** Error kinds, the order of a cell's errors after the column's: its own, the file's, the database's. */
const KIND = { cell: 1, file: 2, database: 3 } as const;

/**
 * The cell errors of a staging table, in one pass: each row's checks (`checks`: its column's
 * number and the CASE giving the code of the first rule it fails) are computed once, and only a
 * row with a failing one (or a cell beyond the header: `extraCode`) is spread into its errors.
 * Shared by the machine import and the receipt's expected list.
 */
export function cellErrorsSql(
  staging: string,
  errors: string,
  checks: { colNo: number; check: SQL }[],
  extraCode: string,
): SQL {
  const named = checks.map((c, i) => sql`${c.check} AS ${sql.identifier(`c${i}`)}`);
  const spread = checks.map(
    (c, i) => sql`(${c.colNo}::int, b.${sql.identifier(`c${i}`)}, NULL::jsonb)`,
  );
  const any = checks.map((_, i) => sql`b.${sql.identifier(`c${i}`)}`);
  // OFFSET 0 keeps the subquery whole, so the checks are not computed again in the spread.
  return sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code, params)
    SELECT b.row_no, c.col_no, ${KIND.cell}, c.code, c.params
    FROM (SELECT s.row_no, s.extra_cell, ${sql.join(named, sql`, `)}
          FROM ${sql.identifier(staging)} s OFFSET 0) b
    CROSS JOIN LATERAL (VALUES
      (0, CASE WHEN b.extra_cell IS NOT NULL THEN ${extraCode}::text END, jsonb_build_object('cell', b.extra_cell)),
      ${sql.join(spread, sql`, `)}) AS c(col_no, code, params)
    WHERE num_nonnulls(b.extra_cell, ${sql.join(any, sql`, `)}) > 0 AND c.code IS NOT NULL`;
}

export const UNIQUE: { field: UniqueField; column: string; lower: boolean }[] = [
  { field: 'serialNumber', column: 'serial_number', lower: true },
  { field: 'tid', column: 'tid', lower: true },
  { field: 'qrCode', column: 'qr_code', lower: true },
  { field: 'simNumber', column: 'sim_number', lower: true },
  { field: 'imei', column: 'imei', lower: false },
];

/** How many other rows of a repeated value an error names. */
const REPEATED_ROWS_NAMED = 10;

/** A unique value on two or more rows, in any case: an error on each (none is kept), naming the others. */
export function repeatedSql(
  staging: string,
  errors: string,
  field: UniqueField,
  colNo: number,
  code: 'repeated_in_file' | 'repeated_in_list',
): SQL {
  const v = sql`lower(${sql.identifier(field)})`;
  return sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code, params)
    SELECT s.row_no, ${colNo}::int, ${KIND.file}, ${code}::text,
      jsonb_build_object('rows', to_jsonb((array_remove(g.first_rows, s.row_no))[1:${REPEATED_ROWS_NAMED}]))
    FROM ${sql.identifier(staging)} s
    JOIN (SELECT ${v} AS k, (array_agg(row_no ORDER BY row_no))[1:${REPEATED_ROWS_NAMED + 1}] AS first_rows
          FROM ${sql.identifier(staging)} WHERE ${sql.identifier(field)} IS NOT NULL
          GROUP BY 1 HAVING count(*) > 1) g ON g.k = lower(s.${sql.identifier(field)})`;
}

/** A unique value another machine already has (any case; the IMEI is digits), through its unique index. */
export function takenSql(
  staging: string,
  errors: string,
  u: (typeof UNIQUE)[number],
  colNo: number,
): SQL {
  const mine = sql`s.${sql.identifier(u.field)}`;
  const theirs = sql`m.${sql.identifier(u.column)}`;
  const same = u.lower ? sql`lower(${theirs}) = lower(${mine})` : sql`${theirs} = ${mine}`;
  return sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code)
    SELECT s.row_no, ${colNo}::int, ${KIND.database}, ${DUPLICATE_CODES[u.field]}::text
    FROM ${sql.identifier(staging)} s
    WHERE ${mine} IS NOT NULL AND EXISTS (SELECT 1 FROM ${machines} m WHERE ${same} AND ${theirs} IS NOT NULL)`;
}

/** A readable provider id that no provider has. */
function providerSql(staging: string, errors: string, chosen: number | undefined): SQL {
  const id = providerIdSql(sql`s`, chosen);
  return sql`INSERT INTO ${sql.identifier(errors)} (row_no, col_no, kind, code, params)
    SELECT s.row_no, ${columnNumber('serviceProviderId')}, ${KIND.database}, 'provider_not_found',
      jsonb_build_object('id', p.id)
    FROM ${sql.identifier(staging)} s CROSS JOIN LATERAL (SELECT ${id} AS id) p
    WHERE p.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${serviceProviders} sp WHERE sp.id = p.id)`;
}

/** The statements that fill the errors table, in order. */
export function ruleStatements(
  staging: string,
  errors: string,
  chosenProvider: number | undefined,
): SQL[] {
  const checks = MACHINE_IMPORT_COLUMNS.map((c) => ({
    colNo: columnNumber(c),
    check: cellCheck(c, sql`s`, chosenProvider),
  }));
  return [
    cellErrorsSql(staging, errors, checks, 'no_column'),
    ...UNIQUE.map((u) =>
      repeatedSql(staging, errors, u.field, columnNumber(u.field), 'repeated_in_file'),
    ),
    ...UNIQUE.map((u) => takenSql(staging, errors, u, columnNumber(u.field))),
    providerSql(staging, errors, chosenProvider),
  ];
}

/** The params an error's text needs, for a cell rule from the schema. */
export function cellParams(
  column: ImportColumn | '',
  code: ImportIssueCode,
): ErrorParams | undefined {
  if (column === '') return undefined;
  const rule = CELL_RULES[column];
  if (code === 'too_small') return { min: rule.min! };
  if (code === 'too_big') return { max: rule.max! };
  if (code === 'invalid_value' && rule.options) return { options: [...rule.options] };
  return undefined;
}
