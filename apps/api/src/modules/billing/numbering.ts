import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { integer } from '../../db/row-types';
import { rows } from '../../db/rows';
import { documentCounters } from '../../db/schema';
import { financialYear } from './months';

/**
 * The next number of a series in the financial year of `day`: 'INV/26-27/000001'. The counter
 * row is created or moved on in the caller's transaction and stays locked until it ends, so a
 * concurrent issuer waits: numbers are consecutive, never repeated, and a rolled-back issue
 * gives its number back (decision 0142). At most 16 characters (GST rule 46(b), the e-invoice's
 * document number; decision 0145): the year is written with two digits.
 */
/** The document series (decision 0159): tax invoices, credit notes, refund vouchers, payouts, statements. */
export type Series = 'INV' | 'CN' | 'RV' | 'PV' | 'CS';

export async function nextNumber(tx: Tx, series: Series, day: string): Promise<string> {
  const fy = financialYear(day);
  const [row] = await rows(
    tx,
    sql`INSERT INTO ${documentCounters} (series, financial_year, last) VALUES (${series}, ${fy}, 1)
        ON CONFLICT (series, financial_year)
        DO UPDATE SET last = ${documentCounters}.last + 1
        RETURNING last`,
    z.object({ last: integer }),
  );
  return `${series}/${fy.slice(2)}/${String(row!.last).padStart(6, '0')}`;
}
