import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReportType } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Principal } from '../../access/principal';
import { businessDateTimeSql } from '../../lib/business-time';
import { REPORT_CODE_WORDS } from '../../lib/code-words';
import { CsvRowEnds } from '../../lib/csv';
import { FORMULA_PART_PATTERN, FORMULA_STARTER_CODES } from '../../lib/formula';
import { inlineSql } from '../../lib/sql-literal';
import { REPORT_COLUMNS, selectExpression, type ReportColumn } from './columns';
import { reportSelect, type AnyReportFilters } from './report-sql';

/**
 * The CSV export on PostgreSQL: PostgreSQL itself writes the rows with
 * `COPY (<the report's SELECT>) TO STDOUT WITH (FORMAT csv)`, streamed to the client
 * (bench/README.md: CSV export vs psql COPY). The file is byte for byte the one the JS writer
 * (export.ts, used on PGlite) makes: the same header, cells, quoting and CRLF row ends.
 */

export { pgPoolOf } from '../../db/copy-staging';

// Every formula starter is at most this character code, and '' has ascii() 0.
const LAST_STARTER = sql.raw(String(Math.max(...FORMULA_STARTER_CODES)));
const STARTERS_OR_EMPTY = sql.raw([0, ...FORMULA_STARTER_CODES].join(', '));
/** regexp_replace's form of the JS writer's "$1'" (lib/formula.ts, FORMULA_PART_PATTERN). */
const PART_REPLACEMENT = "\\1'";

/** `"table"."column"` or `alias.column`: cheap to name several times in one expression. */
const PLAIN_REFERENCE = /^(?:"[^"]+"|[a-z_][a-z0-9_]*)\.(?:"[^"]+"|[a-z_][a-z0-9_]*)$/i;

/**
 * `use(v)` over the value of `expression`, which is evaluated once per row even where `use`
 * names `v` several times: a column is named directly, anything else (a sub-select) is read
 * through a one-row sub-select that PostgreSQL does not flatten (OFFSET 0).
 */
function once(expression: SQL, use: (v: SQL) => SQL): SQL {
  if (PLAIN_REFERENCE.test(inlineSql(expression))) return use(expression);
  return sql`(SELECT ${use(sql`once.v`)} FROM (SELECT ${expression} AS v OFFSET 0) once)`;
}

/** A code as its English word (`fileCell` in columns.ts), any other value as `otherwise`. */
function codeWordsSql(code: SQL, words: Record<string, string>, otherwise: SQL): SQL {
  const cases = Object.entries(words).map(([k, w]) => sql` WHEN ${k} THEN ${w}`);
  return sql`CASE ${code}::text${sql.join(cases)} ELSE ${otherwise} END`;
}

/**
 * One cell as `csvCell` (lib/csv.ts) writes it, in SQL: text that looks like a formula gets a
 * leading ' (lib/formula.ts's list), and so does each `;`-separated part that does (one
 * `regexp_replace` over the pattern the JS writer uses, only for text holding a `;`); empty text
 * is written like NULL (an empty field; COPY would write ""), booleans as true / false; amounts
 * in paise as rupees with two decimals; numbers, dates as the report query formats them
 * (columns.ts), date-times in the business's zone with its offset (lib/business-time.ts, as
 * `csvTypedCell`). Text cells are quoted by
 * the statement's FORCE_QUOTE, others when they hold a comma, a quote, CR or LF, as `csvCell`
 * does. The text test runs for every text cell, so it is ordered for speed: most text has no `;`
 * and starts above every starter.
 */
function csvCellSql(c: ReportColumn): SQL {
  switch (c.kind) {
    case 'text': {
      const guarded = once(c.sql, (column) => {
        const v = sql`${column}::text`;
        return sql`CASE WHEN strpos(${v}, ';') > 0 THEN regexp_replace(${v}, ${FORMULA_PART_PATTERN}, ${PART_REPLACEMENT}, 'g') WHEN ascii(${v}) > ${LAST_STARTER} THEN ${v} WHEN ascii(${v}) IN (${STARTERS_OR_EMPTY}) THEN nullif('''' || ${v}, '''') ELSE ${v} END`;
      });
      return c.codes ? codeWordsSql(c.sql, REPORT_CODE_WORDS[c.codes], guarded) : guarded;
    }
    case 'boolean':
      return once(c.sql, (v) => sql`CASE WHEN ${v} THEN 'true' WHEN NOT ${v} THEN 'false' END`);
    case 'datetime':
      return businessDateTimeSql(c.sql);
    case 'rupees':
      return sql`round((${c.sql})::numeric / 100, 2)`;
    default:
      return selectExpression(c);
  }
}

/**
 * The CSV rows' SELECT: THE report query (query.ts: same scope, filters, date range and order as
 * the preview and the JS export) with the CSV cells as its columns.
 */
function reportCsvSelect(type: ReportType, p: Principal, f: AnyReportFilters): SQL {
  return reportSelect(type, p, f, {}, csvCellSql);
}

/**
 * The COPY statement (`to`: STDOUT, or a file for PGlite in tests). COPY takes no bind
 * parameters, so the filter and scope values are written in as literals by `inlineSql` (escaped
 * strings, checked numbers; lib/sql-literal.ts). Every text column is quoted (FORCE_QUOTE; NULL
 * and empty text stay empty fields), as `csvCell` quotes text.
 */
export function reportCopyStatement(
  type: ReportType,
  p: Principal,
  f: AnyReportFilters,
  to = 'STDOUT',
): string {
  const text = REPORT_COLUMNS[type].filter((c) => c.kind === 'text');
  const forceQuote = text.length
    ? `, FORCE_QUOTE (${text.map((c) => inlineSql(sql`${sql.identifier(c.key)}`)).join(', ')})`
    : '';
  return `COPY (${inlineSql(reportCsvSelect(type, p, f))}) TO ${to} WITH (FORMAT csv${forceQuote})`;
}

/**
 * Streams the COPY's rows (CRLF row ends) into `out` and ends it. Backpressure: the COPY stream
 * reads the connection only while `out` wants more, so a slow client pauses PostgreSQL.
 * The connection goes back to the pool when the COPY has ended; when the client went away
 * (`out` destroyed) or anything failed mid-way, the COPY may still be running on it, so the
 * connection is closed instead (the server ends the COPY when its client goes) and the pool
 * opens a fresh one when it needs one. Answers false when `out` was destroyed before the end.
 */
export async function copyCsvRows(
  pool: pg.Pool,
  statement: string,
  out: Writable,
): Promise<boolean> {
  const client = await pool.connect();
  if (out.destroyed) {
    client.release();
    return false;
  }
  const copy = client.query(copyTo(statement));
  // Closing the connection below makes pg report the end to the stream once more.
  copy.on('error', () => {});
  try {
    await pipeline(copy, new CsvRowEnds(), out);
  } catch (err) {
    client.release(true);
    if (out.destroyed && (err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
      return false;
    throw err;
  }
  client.release();
  return true;
}
