import type { ReportColumnKind } from '@dd/contract';
import type { SQL } from 'drizzle-orm';

/**
 * One column of a report: `sql` is the cell's expression over the report's FROM clause; the
 * query formats the cell by its kind (columns.ts `selectExpression`).
 */
export type ReportColumn = {
  key: string;
  header: string;
  kind: ReportColumnKind;
  sql: SQL;
};

export const col = (
  key: string,
  header: string,
  kind: ReportColumnKind,
  expression: SQL,
): ReportColumn => ({ key, header, kind, sql: expression });
