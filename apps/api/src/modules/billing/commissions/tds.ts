/**
 * TDS on commission (Income-tax Act section 194H, decision 0159): nothing is deducted while the
 * commission credited to a payee in the financial year stays within the threshold (₹20,000 from
 * 1 April 2025); the credit that takes the year past it bears TDS on the year's whole commission
 * so far, and every later one on its own amount. The rate is the organisation's (2% since
 * 1 October 2024), or the payee's lower-deduction certificate rate (section 197). The amount is
 * rounded to the rupee, and never more than the statement itself.
 */
export function tdsOf(i: {
  grossPaise: number;
  /** The payee's commission approved earlier in the same financial year, and its TDS bases. */
  yearGrossBeforePaise: number;
  yearBasesBeforePaise: number;
  thresholdPaise: number;
  rateBp: number;
}): { basePaise: number; tdsPaise: number } {
  const year = i.yearGrossBeforePaise + i.grossPaise;
  if (year <= i.thresholdPaise) return { basePaise: 0, tdsPaise: 0 };
  const basePaise = year - i.yearBasesBeforePaise;
  // Rupees: base x rate / 10,000 / 100, half up, computed on integers.
  const rupees = Math.floor((basePaise * i.rateBp + 500_000) / 1_000_000);
  return { basePaise, tdsPaise: Math.min(rupees * 100, i.grossPaise) };
}
