import { ORDER_STATUSES, type ReportsDashboardResponse } from '@dd/contract';
import * as clock from '../../lib/clock';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '../../components/ui/Card';
import { TableBody } from '../../components/ui/TableBody';
import type { Formatters } from '../../lib/format';
import { machineTypeLabel, statusLabel } from './labels';

/** Chart colours follow the dashboard's badge colours (docs/product/texts.md). */
const STATUS_COLOURS: Record<string, string> = {
  AVAILABLE: '#16a34a',
  ASSIGNED: '#2563eb',
  MAINTENANCE: '#dc2626',
  RETIRED: '#64748b',
  PENDING: '#ca8a04',
  APPROVED: '#4f46e5',
  IN_PROGRESS: '#9333ea',
  DELIVERED: '#16a34a',
  CANCELLED: '#dc2626',
};
/** The server's orders chart window (GET /reports/dashboard). */
const ORDERS_CHART_DAYS = 90;
const TYPE_COLOURS: Record<string, string> = { POS: '#4f46e5', SOUNDBOX: '#ea580c' };

const tooltipStyle = {
  background: 'var(--toast-bg)',
  color: 'var(--toast-fg)',
  border: '1px solid var(--toast-border)',
  borderRadius: 8,
  fontSize: 12,
};
const tick = { fill: 'currentColor', fontSize: 12 };
/**
 * Recharts colours legend and tooltip texts with their series colour, which is too light for text
 * on white (green, yellow and orange are 2.9:1 to 3.6:1): the swatch carries the colour, the text
 * stays in the card's text colour.
 */
const itemStyle = { color: 'var(--toast-fg)' };
function legendText(value: ReactNode) {
  return <span className="text-slate-700 dark:text-slate-300">{value}</span>;
}

type Row = { date: string } & Record<string, number | string>;

/** 'YYYY-MM-DD' plus `days` calendar days (dates read at noon UTC: no time-zone surprises). */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The sparse {date, status, count} list as one row per day with a column per status, for every
 * day of the 90-day window (days without orders are zeros), so the axis is a true time line.
 */
export function ordersByDay(
  series: ReportsDashboardResponse['ordersByStatusOverTime'],
  today: string = clock.today(),
  days = ORDERS_CHART_DAYS,
): Row[] {
  const counts = new Map<string, Record<string, number>>();
  for (const { date, status, count } of series) {
    const row = counts.get(date) ?? {};
    row[status] = (row[status] ?? 0) + count;
    counts.set(date, row);
  }
  if (counts.size === 0) return [];
  const dates = [...counts.keys()].sort();
  let first = addDays(today, -(days - 1));
  if (dates[0]! < first) first = dates[0]!;
  const last = dates[dates.length - 1]! > today ? dates[dates.length - 1]! : today;
  const rows: Row[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    rows.push({ date, ...counts.get(date) });
  }
  return rows;
}

/**
 * A chart card: the drawing is hidden from assistive technology, which reads the same figures
 * from a visually hidden table instead.
 */
function ChartCard({
  title,
  table,
  empty,
  children,
  className,
}: {
  title: string;
  table: { headers: string[]; rows: (string | number)[][] };
  empty: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className={`p-5 ${className ?? ''}`}>
      <figure>
        <figcaption className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </figcaption>
        {empty ? (
          <p className="py-16 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('dashboard.charts.noData')}
          </p>
        ) : (
          <>
            <div aria-hidden="true" className="mt-4 h-64 text-slate-500 dark:text-slate-400">
              {children}
            </div>
            {/* A table ignores width: 1px, so its wrapper is the visually hidden box. */}
            <div className="sr-only">
              <table aria-rowcount={table.rows.length + 1}>
                <caption>{title}</caption>
                <thead>
                  <tr aria-rowindex={1}>
                    {table.headers.map((header) => (
                      <th key={header} scope="col">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <TableBody
                  rows={table.rows}
                  rowKey={(row) => String(row[0])}
                  columns={table.headers.length}
                >
                  {(row) => row.map((cell, index) => <td key={index}>{cell}</td>)}
                </TableBody>
              </table>
            </div>
          </>
        )}
      </figure>
    </Card>
  );
}

/** Machines by status and by type, orders by status over time (GET /reports/dashboard). */
export default function DashboardCharts({
  data,
  hidden = false,
  formatNumber,
  formatDay,
  formatDayMonth,
}: {
  data: ReportsDashboardResponse | undefined;
  /** While the figures load: render nothing (the chunk is ready when they arrive). */
  hidden?: boolean;
  formatNumber: (value: number) => string;
  /** A calendar day ('YYYY-MM-DD') as a date, and as a day of the axis. */
  formatDay: Formatters['date'];
  formatDayMonth: Formatters['dayMonth'];
}) {
  const { t } = useTranslation();
  if (hidden) return null;
  const byStatus = (data?.machinesByStatus ?? []).map((entry) => ({
    ...entry,
    label: statusLabel(t, entry.status),
  }));
  const byType = (data?.machinesByType ?? []).map((entry) => ({
    ...entry,
    label: machineTypeLabel(t, entry.type),
  }));
  const days = ordersByDay(data?.ordersByStatusOverTime ?? []);
  const statusesShown = ORDER_STATUSES.filter((status) => days.some((row) => status in row));
  const count = t('dashboard.charts.count');
  const numberFormatter = (value: unknown) =>
    typeof value === 'number' ? formatNumber(value) : String(value);

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('dashboard.charts.machinesByStatus')}
        empty={byStatus.every((entry) => entry.count === 0)}
        table={{
          headers: [t('dashboard.charts.machinesByStatus'), count],
          rows: byStatus.map((entry) => [entry.label, formatNumber(entry.count)]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={byStatus} accessibilityLayer={false} margin={{ top: 20 }}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
            <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} />
            <YAxis tick={tick} tickLine={false} axisLine={false} tickFormatter={numberFormatter} />
            <Tooltip
              cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
              contentStyle={tooltipStyle}
              itemStyle={itemStyle}
              formatter={(value) => [numberFormatter(value), count]}
            />
            <Bar
              dataKey="count"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
              label={{
                position: 'top',
                fill: 'currentColor',
                fontSize: 12,
                formatter: numberFormatter,
              }}
            >
              {byStatus.map((entry) => (
                <Cell key={entry.status} fill={STATUS_COLOURS[entry.status] ?? '#64748b'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t('dashboard.charts.machinesByType')}
        empty={byType.every((entry) => entry.count === 0)}
        table={{
          headers: [t('dashboard.charts.machinesByType'), count],
          rows: byType.map((entry) => [entry.label, formatNumber(entry.count)]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={byType}
              dataKey="count"
              nameKey="label"
              innerRadius="55%"
              outerRadius="85%"
              paddingAngle={2}
              rootTabIndex={-1}
              isAnimationActive={false}
            >
              {byType.map((entry) => (
                <Cell key={entry.type} fill={TYPE_COLOURS[entry.type] ?? '#64748b'} />
              ))}
            </Pie>
            <Tooltip
              contentStyle={tooltipStyle}
              itemStyle={itemStyle}
              formatter={(value) => numberFormatter(value)}
            />
            <Legend
              itemSorter={null}
              formatter={(value: string, entry) => {
                const payload = entry.payload as { count?: number } | undefined;
                return legendText(`${value}: ${numberFormatter(payload?.count ?? 0)}`);
              }}
            />
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        className="lg:col-span-2"
        title={t('dashboard.charts.ordersOverTime')}
        empty={days.length === 0}
        table={{
          headers: [t('dashboard.charts.date'), ...statusesShown.map((s) => statusLabel(t, s))],
          rows: days
            .filter((row) => statusesShown.some((s) => s in row))
            .map((row) => [
              formatDay(row.date),
              ...statusesShown.map((s) => formatNumber((row[s] as number | undefined) ?? 0)),
            ]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="date"
              tick={tick}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
              tickFormatter={(value: string) => formatDayMonth(value)}
            />
            <YAxis
              tick={tick}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              tickFormatter={numberFormatter}
            />
            <Tooltip
              cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
              contentStyle={tooltipStyle}
              itemStyle={itemStyle}
              labelFormatter={(value) => formatDay(String(value))}
              formatter={numberFormatter}
            />
            <Legend itemSorter={null} formatter={legendText} />
            {statusesShown.map((status) => (
              <Bar
                key={status}
                dataKey={status}
                name={statusLabel(t, status)}
                stackId="orders"
                fill={STATUS_COLOURS[status]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
