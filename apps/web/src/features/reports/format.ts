import { formatRupees, type ReportCell, type ReportColumnKind } from '@dd/contract';
import { useMemo } from 'react';
import { NUMBER_LOCALES, useFormatters } from '../../lib/format';

/** Formatters in the UI language: counts, calendar days, report cells and file sizes. */
export function useReportFormatters(timeZone?: string) {
  const fmt = useFormatters(timeZone);
  return useMemo(() => {
    const lang = fmt.language;
    const sizes = {
      byte: new Intl.NumberFormat(NUMBER_LOCALES[lang], {
        style: 'unit',
        unit: 'byte',
        unitDisplay: 'long',
      }),
      kilobyte: new Intl.NumberFormat(NUMBER_LOCALES[lang], {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      }),
      megabyte: new Intl.NumberFormat(NUMBER_LOCALES[lang], {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }),
    };

    return {
      number: fmt.number,
      /** 'YYYY-MM-DD' -> 'May 1, 2024' (that calendar day); an instant: its day in the zone. */
      day: fmt.date,
      bytes: (value: number) =>
        value < 1024
          ? sizes.byte.format(value)
          : value < 1024 * 1024
            ? sizes.kilobyte.format(value / 1024)
            : sizes.megabyte.format(value / (1024 * 1024)),
      /** A report cell as text by its column kind; null when the cell is empty. */
      cell: (value: ReportCell, kind: ReportColumnKind, yesNo: [string, string]): string | null => {
        if (value === null || value === '') return null;
        switch (kind) {
          case 'number':
            return typeof value === 'number' ? fmt.number(value) : String(value);
          case 'rupees':
            // Paise, shown as everywhere in billing (₹1,23,456.00 in every language).
            return typeof value === 'number' ? formatRupees(value) : String(value);
          case 'date':
          case 'datetime':
            return fmt.date(String(value));
          case 'boolean':
            return value === true || value === 'true' ? yesNo[0] : yesNo[1];
          default:
            return String(value);
        }
      },
    };
  }, [fmt]);
}

export type ReportFormatters = ReturnType<typeof useReportFormatters>;
