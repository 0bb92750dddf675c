import { formatRupees, type ActivityDay } from '@dd/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TableBody } from '../../../components/ui/TableBody';
import { useFormatters } from '../../../lib/format';
import { chartDays, type ChartDay } from './days';

/** The drawing's own units: a bar's slot is 8 wide, the bars 100 high at most. */
const SLOT = 8;
const HEIGHT = 100;

/**
 * One series of the last 90 days as bars, drawn by hand (no charting library: this chunk is a
 * few kilobytes, loaded when the Activity panel opens). The SVG is a group named by its title and
 * described by its totals; each day with a figure is a bar a screen reader names ("Dec 3, 2026:
 * 12 transactions"), a day without one draws nothing.
 */
function Bars({
  title,
  description,
  days,
  value,
  label,
  colour,
  top,
}: {
  title: string;
  description: string;
  days: readonly ChartDay[];
  value: (day: ChartDay) => number;
  label: (day: ChartDay) => string;
  colour: string;
  top: string;
}) {
  const id = useId();
  const fmt = useFormatters();
  const largest = Math.max(1, ...days.map(value));
  const width = days.length * SLOT;
  return (
    <figure className="min-w-0">
      <figcaption className="flex items-baseline justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-700 dark:text-slate-300">{title}</span>
        <span className="tabular-nums">{top}</span>
      </figcaption>
      <svg
        role="group"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 h-20 w-full overflow-visible"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line
          x1={0}
          x2={width}
          y1={HEIGHT}
          y2={HEIGHT}
          className="stroke-slate-300 dark:stroke-slate-600"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, n) => {
          const v = value(day);
          if (v <= 0) return null;
          // A day with a figure stays visible however small it is next to the largest.
          const h = Math.max(2, (v / largest) * HEIGHT);
          return (
            <rect
              key={day.date}
              role="img"
              aria-label={label(day)}
              x={n * SLOT + 1}
              y={HEIGHT - h}
              width={SLOT - 2}
              height={h}
              rx={1}
              className={colour}
            >
              <title>{label(day)}</title>
            </rect>
          );
        })}
      </svg>
      <div
        className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      >
        <span>{fmt.dayMonth(days[0]?.date)}</span>
        <span>{fmt.dayMonth(days.at(-1)?.date)}</span>
      </div>
    </figure>
  );
}

/** The days the provider reported, newest first: the chart's figures as a table. */
function DaysTable({ days }: { days: readonly ActivityDay[] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const th = 'px-2 py-1.5 text-left text-xs font-medium text-slate-500 dark:text-slate-400';
  const td = 'px-2 py-1.5 text-sm text-slate-900 tabular-nums dark:text-slate-100';
  return (
    <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full" aria-rowcount={days.length + 1}>
        <caption className="sr-only">{t('machines.activity.chart.table')}</caption>
        <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
          <tr aria-rowindex={1}>
            <th scope="col" className={th}>
              {t('machines.activity.chart.date')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('machines.activity.chart.transactions')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('machines.activity.chart.amount')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('machines.activity.chart.lowestBattery')}
            </th>
          </tr>
        </thead>
        <TableBody
          rows={[...days].reverse()}
          rowKey={(day) => day.date}
          columns={4}
          className="divide-y divide-slate-100 dark:divide-slate-800"
        >
          {(day) => (
            <>
              <th scope="row" className={`${td} text-left font-normal`}>
                {fmt.date(day.date)}
              </th>
              <td className={`${td} text-right`}>{fmt.number(day.transactions)}</td>
              <td className={`${td} text-right whitespace-nowrap`}>
                {formatRupees(day.amountPaise)}
              </td>
              <td className={`${td} text-right`}>
                {day.lowestBattery === null
                  ? t('common.none')
                  : t('machines.activity.batteryValue', { percent: day.lowestBattery })}
              </td>
            </>
          )}
        </TableBody>
      </table>
    </div>
  );
}

/**
 * The Activity panel's last 90 days (machines/ActivityPanel.tsx loads it lazily): transactions
 * and amount a day as two bar charts, or the same figures as a table ("Show as table").
 */
export default function ActivityChart({
  days,
  today,
}: {
  days: readonly ActivityDay[];
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [asTable, setAsTable] = useState(false);
  const series = chartDays(days, today);
  const transactions = series.reduce((sum, d) => sum + d.transactions, 0);
  const amount = series.reduce((sum, d) => sum + d.amountPaise, 0);
  const mostTransactions = Math.max(0, ...series.map((d) => d.transactions));
  const mostAmount = Math.max(0, ...series.map((d) => d.amountPaise));
  const span = { from: fmt.date(series[0]?.date), to: fmt.date(series.at(-1)?.date) };
  return (
    <div className="mt-4" data-testid="activity-chart">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-medium text-slate-900 dark:text-white">
          {t('machines.activity.chart.title')}
        </h4>
        {days.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setAsTable((v) => !v)}>
            {asTable
              ? t('machines.activity.chart.showChart')
              : t('machines.activity.chart.showTable')}
          </Button>
        ) : null}
      </div>
      {days.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('machines.activity.chart.noDays')}
        </p>
      ) : asTable ? (
        <DaysTable days={days} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('machines.activity.chart.totals', {
              count: transactions,
              transactions: fmt.number(transactions),
              amount: formatRupees(amount),
            })}
          </p>
          <div className="mt-3 grid gap-4">
            <Bars
              title={t('machines.activity.chart.transactionsTitle')}
              description={t('machines.activity.chart.transactionsDesc', {
                ...span,
                count: transactions,
                total: fmt.number(transactions),
                most: fmt.number(mostTransactions),
              })}
              days={series}
              value={(d) => d.transactions}
              label={(d) =>
                t('machines.activity.chart.transactionsBar', {
                  date: fmt.date(d.date),
                  count: d.transactions,
                  value: fmt.number(d.transactions),
                })
              }
              colour="fill-indigo-500 dark:fill-indigo-400"
              top={t('machines.activity.chart.most', { value: fmt.number(mostTransactions) })}
            />
            <Bars
              title={t('machines.activity.chart.amountTitle')}
              description={t('machines.activity.chart.amountDesc', {
                ...span,
                total: formatRupees(amount),
                most: formatRupees(mostAmount),
              })}
              days={series}
              value={(d) => d.amountPaise}
              label={(d) =>
                t('machines.activity.chart.amountBar', {
                  date: fmt.date(d.date),
                  value: formatRupees(d.amountPaise),
                })
              }
              colour="fill-emerald-600 dark:fill-emerald-400"
              top={t('machines.activity.chart.most', { value: formatRupees(mostAmount) })}
            />
          </div>
        </>
      )}
    </div>
  );
}
