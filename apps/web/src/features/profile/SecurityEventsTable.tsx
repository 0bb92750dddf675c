import type { SecurityEvent, SecurityEventSort, SortOrder } from '@dd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../components/ui/cn';
import { Table, Td, Th } from '../../components/ui/Table';
import { DATE_TIME_PATTERN, useFormatters } from '../../lib/format';
import { SortableTh } from '../../lib/list/SortableTh';
import { SortBar } from '../../lib/list/SortBar';
import { useMediaQuery } from '../../lib/use-media-query';
import { securityEventTone } from '../../lib/status-tones';
import { describeUserAgent } from './user-agent';

export interface SecurityEventsSort {
  sort: SecurityEventSort | null;
  order: SortOrder;
  onSort: (column: SecurityEventSort) => void;
}

/**
 * The events as a table (Time, Event, Account, IP address, Device) or, where that does not fit,
 * a card per event with a sort bar. The account is the one the event is about (its name and email, or
 * the email typed at a failed sign-in), and who did it when that was someone else.
 */
export function SecurityEventsTable({
  events,
  busy,
  sort,
  timeZone,
}: {
  events: readonly SecurityEvent[];
  busy: boolean;
  sort: SecurityEventsSort;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fmt = useFormatters(timeZone);
  // Cards on a phone, and from lg to 2xl, where the profile's right column is too narrow for
  // five columns; the table below lg (the column is full width) and from 2xl.
  const cardsFit = useMediaQuery('(max-width: 639px), (min-width: 1024px) and (max-width: 1535px)');

  const cells = (event: SecurityEvent) => {
    const agent = describeUserAgent(event.userAgent);
    return {
      time: fmt.date(event.at, DATE_TIME_PATTERN),
      event: (
        <Badge tone={securityEventTone(event.type)}>
          {t(`profile.securityEvents.types.${event.type}`)}
        </Badge>
      ),
      account: (
        <>
          <p className="font-medium break-words text-slate-900 dark:text-white">
            {event.user?.name ?? t('profile.securityEvents.unknownAccount')}
          </p>
          <p className="text-xs break-all text-slate-500 dark:text-slate-400">
            {event.user?.email ?? event.email ?? t('common.none')}
          </p>
          {event.actor ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('profile.securityEvents.by', { name: event.actor.name })}
            </p>
          ) : null}
        </>
      ),
      ip: event.ip ?? t('common.none'),
      device: (
        <span title={event.userAgent ?? undefined}>
          {agent ? t('profile.sessions.device', agent) : t('profile.sessions.unknownDevice')}
        </span>
      ),
    };
  };

  if (cardsFit) {
    return (
      <>
        <SortBar
          className="border-b border-slate-200 pb-3 dark:border-slate-800"
          columns={[
            { column: 'at', label: t('profile.securityEvents.columns.time') },
            { column: 'type', label: t('profile.securityEvents.columns.event') },
          ]}
          {...sort}
        />
        <ul
          aria-label={t('profile.securityEvents.tableLabel')}
          aria-busy={busy}
          className={cn('divide-y divide-slate-200 dark:divide-slate-800', busy && 'opacity-60')}
        >
          {events.map((event) => {
            const cell = cells(event);
            return (
              <li key={event.id} className="space-y-2 py-3 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  {cell.event}
                  <span className="text-slate-600 dark:text-slate-400">{cell.time}</span>
                </div>
                <div className="min-w-0">{cell.account}</div>
                <p className="text-slate-600 dark:text-slate-400">
                  {cell.ip} · {cell.device}
                </p>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <Table aria-labelledby={`${id}-caption`} aria-busy={busy} className={cn(busy && 'opacity-60')}>
      <caption id={`${id}-caption`} className="sr-only">
        {t('profile.securityEvents.tableLabel')}
      </caption>
      <thead>
        <tr>
          <SortableTh column="at" {...sort}>
            {t('profile.securityEvents.columns.time')}
          </SortableTh>
          <SortableTh column="type" {...sort}>
            {t('profile.securityEvents.columns.event')}
          </SortableTh>
          <Th>{t('profile.securityEvents.columns.account')}</Th>
          <Th>{t('profile.securityEvents.columns.ip')}</Th>
          <Th>{t('profile.securityEvents.columns.device')}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {events.map((event) => {
          const cell = cells(event);
          return (
            <tr key={event.id}>
              <Td className="whitespace-nowrap">{cell.time}</Td>
              <Td className="whitespace-nowrap">{cell.event}</Td>
              <Td className="min-w-44">{cell.account}</Td>
              <Td className="whitespace-nowrap">{cell.ip}</Td>
              <Td className="whitespace-nowrap">{cell.device}</Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
