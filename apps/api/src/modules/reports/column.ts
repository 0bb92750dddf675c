import type { ReportCodeSet, ReportColumnKind } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * One column of a report: `sql` is the cell's expression over the report's FROM clause; the
 * query formats the cell by its kind (columns.ts `selectExpression`). A column of codes names
 * their list (`codes`): the API answers the codes, the files their English words (code-words.ts).
 */
export type ReportColumn = {
  key: string;
  header: string;
  kind: ReportColumnKind;
  sql: SQL;
  codes?: ReportCodeSet;
};

export const col = (
  key: string,
  header: string,
  kind: ReportColumnKind,
  expression: SQL,
): ReportColumn => ({ key, header, kind, sql: expression });

/** A text column whose cells are codes of the list `codes`. */
export const coded = (
  key: string,
  header: string,
  codes: ReportCodeSet,
  expression: SQL,
): ReportColumn => ({ key, header, kind: 'text', sql: expression, codes });

/**
 * Who a machine is with: its provider, distributor and retailer, by the names the machine
 * reports' FROM clauses give them (`sp`, `d`, `r`).
 */
export const HOLDER_COLUMNS = [
  col('provider', 'Provider', 'text', sql`sp.name`),
  col('distributor', 'Distributor', 'text', sql`d.name`),
  col('retailer', 'Retailer', 'text', sql`r.name`),
];
