/**
 * The billing rules of the monthly run (billing/run/draft-sql.ts computes them in SQL), written
 * again in TypeScript as the tests' reference: a run's invoice must equal what these give for its
 * lines. Not used by the product (one rule, one place: the SQL).
 */

/** Rounds half away from zero, as PostgreSQL's round(numeric) does (the run's SQL). */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The rent of one line: the monthly rent for the days held, rounded to the paisa. */
export function rentPaise(monthlyRentPaise: number, days: number, daysInMonth: number): number {
  return roundHalfAway((monthlyRentPaise * days) / daysInMonth);
}

export type GstSplit = { cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * The GST of one taxable line, rounded to the paisa: within one state CGST and SGST at half the
 * rate each, between states IGST at the whole rate.
 */
export function gstOfLine(amountPaise: number, ratePercent: number, sameState: boolean): GstSplit {
  if (sameState) {
    const half = roundHalfAway((amountPaise * ratePercent) / 200);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  return {
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: roundHalfAway((amountPaise * ratePercent) / 100),
  };
}

/** The exact total rounded to the rupee, and the round-off that gets there (at most 50 paise). */
export function roundToRupee(exactPaise: number): { totalPaise: number; roundOffPaise: number } {
  const totalPaise = roundHalfAway(exactPaise / 100) * 100;
  return { totalPaise, roundOffPaise: totalPaise - exactPaise };
}

export type InvoiceLineAmount = { amountPaise: number; taxable: boolean; gstRatePercent: number };

/** An invoice's figures from its lines (the run computes the same in SQL). */
export function invoiceTotals(lines: readonly InvoiceLineAmount[], sameState: boolean) {
  let taxablePaise = 0;
  let nonTaxablePaise = 0;
  const tax: GstSplit = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const line of lines) {
    if (!line.taxable) {
      nonTaxablePaise += line.amountPaise;
      continue;
    }
    taxablePaise += line.amountPaise;
    const g = gstOfLine(line.amountPaise, line.gstRatePercent, sameState);
    tax.cgstPaise += g.cgstPaise;
    tax.sgstPaise += g.sgstPaise;
    tax.igstPaise += g.igstPaise;
  }
  const exact = taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise + nonTaxablePaise;
  return { taxablePaise, nonTaxablePaise, ...tax, ...roundToRupee(exact) };
}
