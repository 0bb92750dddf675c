import type { SecurityEvent, SecurityEventSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import type { Column, TableSort } from '../../components/ui/columns';
import { DataTable, type TableStates } from '../../components/ui/DataTable';
import { useFormatters } from '../../lib/format';
import { securityEventTone } from '../../lib/status-tones';
import { describeUserAgent } from './user-agent';

type EventColumn = Column<SecurityEvent, SecurityEventSort>;

/**
 * The events as a table (Time, Event, Account, IP address, Device) or, where that does not fit,
 * a card per event with a sort bar: on a phone, and from lg to 2xl, where the profile's right
 * column is too narrow for five columns. The account is the one the event is about (its name and
 * email, or the email typed at a failed sign-in), and who did it when that was someone else.
 */
export function SecurityEventsTable({
  events,
  busy,
  sort,
  states,
  timeZone,
}: {
  events: readonly SecurityEvent[];
  busy: boolean;
  sort: TableSort<SecurityEventSort>;
  states: TableStates;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters(timeZone);
  const time: EventColumn = {
    key: 'time',
    header: t('profile.securityEvents.columns.time'),
    sort: 'at',
    className: 'whitespace-nowrap',
    cell: (event) => fmt.dateTime(event.at),
  };
  const type: EventColumn = {
    key: 'event',
    header: t('profile.securityEvents.columns.event'),
    sort: 'type',
    className: 'whitespace-nowrap',
    cell: (event) => (
      <Badge tone={securityEventTone(event.type)}>
        {t(`profile.securityEvents.types.${event.type}`)}
      </Badge>
    ),
  };
  const account: EventColumn = {
    key: 'account',
    header: t('profile.securityEvents.columns.account'),
    className: 'min-w-44',
    cell: (event) => (
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
  };
  const ip: EventColumn = {
    key: 'ip',
    header: t('profile.securityEvents.columns.ip'),
    className: 'whitespace-nowrap',
    cell: (event) => event.ip ?? t('common.none'),
  };
  const device: EventColumn = {
    key: 'device',
    header: t('profile.securityEvents.columns.device'),
    className: 'whitespace-nowrap',
    cell: (event) => {
      const agent = describeUserAgent(event.userAgent);
      return (
        <span title={event.userAgent ?? undefined}>
          {agent ? t('profile.sessions.device', agent) : t('profile.sessions.unknownDevice')}
        </span>
      );
    },
  };

  return (
    <DataTable
      label={t('profile.securityEvents.tableLabel')}
      rows={events}
      rowKey={(event) => event.id}
      columns={[time, type, account, ip, device]}
      sort={sort}
      busy={busy}
      states={states}
      cardsWhen="(max-width: 639px), (min-width: 1024px) and (max-width: 1535px)"
      card={(event) => (
        <div className="space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            {type.cell(event)}
            <span className="text-slate-600 dark:text-slate-400">{time.cell(event)}</span>
          </div>
          <div className="min-w-0">{account.cell(event)}</div>
          <p className="text-slate-600 dark:text-slate-400">
            {ip.cell(event)} · {device.cell(event)}
          </p>
        </div>
      )}
    />
  );
}
