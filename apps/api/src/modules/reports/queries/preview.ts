import type { ReportPreviewResponse, ReportType } from '@dd/contract';
import type { Principal } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { z } from 'zod';
import { rows } from '../../../db/rows';
import { pageWindow } from '../../../lib/pagination';
import { REPORT_COLUMNS, reportFields } from '../columns';
import { reportCount, reportRows, type AnyReportFilters } from '../report-sql';

/**
 * A page of a report as JSON: the same columns, filters, scope and order as the exports, plus
 * the number of rows the whole report has.
 */
export async function reportPreview(
  db: Executor,
  type: ReportType,
  p: Principal,
  f: AnyReportFilters,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ReportPreviewResponse> {
  const [counted] = await rows(db, reportCount(type, p, f), z.object({ total: z.int() }));
  const found = await reportRows(db, type, p, f, pageWindow(page, pageSize));
  return {
    type,
    columns: REPORT_COLUMNS[type].map((c) => c.key),
    fields: reportFields(type),
    rows: found,
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}
