import { sql } from 'drizzle-orm';
import { distributors } from '../../db/schema';
import { col } from './column';

/**
 * The columns of the billing reports, in the same shape as the spec's four (columns.ts): `sql`
 * over the report's FROM clause (sources-billing.ts), `ar` the distributor's ageing. Amounts are
 * paise, written as rupees (kind `rupees`).
 */
export const BILLING_REPORT_COLUMNS = {
  receivables: [
    col('id', 'Distributor ID', 'number', sql`${distributors.id}`),
    col('distributor', 'Distributor', 'text', sql`${distributors.name}`),
    col('gstNumber', 'GST Number', 'text', sql`${distributors.gstNumber}`),
    col('state', 'State', 'text', sql`${distributors.state}`),
    col('notDuePaise', 'Not Yet Due', 'rupees', sql`ar.not_due`),
    col('days0To30Paise', '0-30 Days', 'rupees', sql`ar.days_0_30`),
    col('days31To60Paise', '31-60 Days', 'rupees', sql`ar.days_31_60`),
    col('days61To90Paise', '61-90 Days', 'rupees', sql`ar.days_61_90`),
    col('over90Paise', 'Over 90 Days', 'rupees', sql`ar.over_90`),
    col('creditsPaise', 'Unapplied Credits', 'rupees', sql`ar.credits`),
    col('totalPaise', 'Net Outstanding', 'rupees', sql`ar.total`),
  ],
};
