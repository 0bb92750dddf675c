import {
  ExpectedDevice,
  MAX_RECEIPT_ERRORS,
  RECEIPT_LIST_COLUMNS,
  type ErrorDetail,
  type ErrorParams,
  type ReceiptListColumn,
} from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import {
  cellErrorsSql,
  DUPLICATE_MESSAGES,
  FIELD_LABEL,
  filledCellWhens,
  issueSentence,
  repeatedSql,
  ruleOf,
  runRules,
  takenSql,
  UNIQUE,
  type UniqueField,
} from '../../machines';

/**
 * The expected list's rules as set-based SQL over its staging table (list-stage.ts): each cell
 * by the contract's ExpectedDevice (required, lengths, formats, the type in any case), a cell
 * beyond the header, a code (serial, TID, QR, SIM, IMEI) on two rows in any case, and a code a
 * machine already has. Any error refuses the whole list.
 */

/** A column's place in the answer's order: 0 for the whole row, then the template's order. */
const columnNumber = (column: ReceiptListColumn) => RECEIPT_LIST_COLUMNS.indexOf(column) + 1;
const columnAt = (n: number): ReceiptListColumn | '' =>
  n === 0 ? '' : RECEIPT_LIST_COLUMNS[n - 1]!;

const RULES = Object.fromEntries(
  RECEIPT_LIST_COLUMNS.map((c) => [c, ruleOf(ExpectedDevice.shape[c])]),
) as Record<ReceiptListColumn, ReturnType<typeof ruleOf>>;

/** A staged cell as the list means it: the type in any case. */
export function cellValue(column: ReceiptListColumn, s: SQL = sql`s`): SQL {
  const v = sql`${s}.${sql.identifier(column)}`;
  return column === 'type' ? sql`upper(${v})` : v;
}

function cellCheck(column: ReceiptListColumn): SQL {
  const v = cellValue(column);
  const rule = RULES[column];
  const whens = [
    sql`WHEN ${v} IS NULL THEN ${rule.required ? sql`'required'::text` : sql`NULL`}`,
    ...filledCellWhens(column, v, rule),
  ];
  return sql`CASE ${sql.join(whens, sql` `)} END`;
}

/** An error's English sentence (clients show their own text for the code). */
function messageOf(column: ReceiptListColumn | '', code: string, params: ErrorParams | null) {
  if (column === '') return `Cell ${params?.cell} has no column in the header`;
  if (code === 'required') return 'Required';
  if (code === 'repeated_in_list') {
    const rows = (params?.rows as number[]).join(', ');
    return `${FIELD_LABEL[column as UniqueField]} appears more than once in the list (also on row ${rows})`;
  }
  if (code.endsWith('_taken')) return DUPLICATE_MESSAGES[column as UniqueField];
  if (column === 'type' && code === 'invalid_value') return 'Unknown type: use POS or SOUNDBOX';
  const rule = RULES[column];
  return issueSentence(column, code, { min: rule.min ?? 0, max: rule.max ?? 0 });
}

/**
 * Runs the rules on the staged list `staging` and refuses it with 400 receipt_list_invalid when
 * any row is bad: each error a detail `rows.<row>.<column>` (the first MAX_RECEIPT_ERRORS, in
 * row and column order), params.errorCount all.
 */
export async function assertListValid(db: Executor, staging: string, errors: string) {
  const statements = [
    cellErrorsSql(
      staging,
      errors,
      RECEIPT_LIST_COLUMNS.map((c) => ({ colNo: columnNumber(c), check: cellCheck(c) })),
      'invalid_value',
    ),
    ...UNIQUE.map((u) =>
      repeatedSql(staging, errors, u.field, columnNumber(u.field), 'repeated_in_list'),
    ),
    ...UNIQUE.map((u) => takenSql(staging, errors, u, columnNumber(u.field))),
  ];
  const summary = await runRules<ErrorDetail['code']>(db, errors, statements);
  if (summary.errorCount === 0) return;
  const details: ErrorDetail[] = summary.first.slice(0, MAX_RECEIPT_ERRORS).map((e) => {
    const column = columnAt(e.col_no);
    return {
      path: `rows.${e.row_no}${column ? `.${column}` : ''}`,
      message: messageOf(column, e.code, e.params),
      code: e.code,
    };
  });
  throw badRequest(
    'receipt_list_invalid',
    `The expected list has ${summary.errorCount} error(s); nothing was saved`,
    { params: { errorCount: summary.errorCount }, details },
  );
}
