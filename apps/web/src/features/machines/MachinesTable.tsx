import type { Machine, MachineSort } from '@dd/contract';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import type { Column, RowSelection, TableSort } from '../../components/ui/columns';
import { DataTable, type TableStates } from '../../components/ui/DataTable';
import { partnerTypeTone } from '../../lib/status-tones';
import { useFormatters } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { ActivityBadge } from './ActivityBadge';
import { retailerLabel } from './holder-filters';
import { MachineStatusBadges } from './MachineStatusBadges';
import { PartedCode, Serial } from '../../components/ui/Serial';

/** A labelled identifier of the device; a QR code (`parted`) may break after its punctuation. */
function Line({
  label,
  value,
  parted = false,
}: {
  label: string;
  value: string | null;
  parted?: boolean;
}) {
  const { t } = useTranslation();
  const Code = parted ? PartedCode : Serial;
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400">
      <span className="font-medium">{label}:</span> <Code>{value || t('common.none')}</Code>
    </p>
  );
}

/** A holder's name (a retailer's shop with its person under it), or "-" while none holds it. */
function Held({ name, person }: { name?: string | null; person?: string | null }) {
  const { t } = useTranslation();
  if (!name) return <span className="text-slate-500 dark:text-slate-400">{t('common.none')}</span>;
  return (
    <>
      <p className="font-medium break-words text-slate-900 dark:text-white">{name}</p>
      {person && person !== name ? (
        <p className="text-xs break-words text-slate-500 dark:text-slate-400">{person}</p>
      ) : null}
    </>
  );
}

/** The card's "Holder: ... · Retailer: ..." line, when someone holds the machine. */
function HolderLine({ machine }: { machine: Machine }) {
  const { t } = useTranslation();
  if (!machine.distributorName) return null;
  const shop = retailerLabel(machine.retailerShopName ?? null, machine.retailerName ?? null);
  return (
    <p className="col-span-2 text-sm break-words text-slate-700 dark:text-slate-300">
      <span className="font-medium">{t('machines.table.holder')}:</span> {machine.distributorName}
      {shop ? (
        <>
          {' · '}
          <span className="font-medium">{t('machines.table.retailer')}:</span> {shop}
        </>
      ) : null}
    </p>
  );
}

/** The card's activity badge and "Last seen ...", once the provider has reported the device. */
function ActivityLine({ machine }: { machine: Machine }) {
  const { t } = useTranslation();
  const dates = useFormatters();
  if (!machine.activity) return null;
  return (
    <p className="col-span-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <ActivityBadge state={machine.activity} />
      {machine.lastSeenAt ? (
        <span>
          <span className="font-medium">{t('machines.table.lastSeen')}:</span>{' '}
          <time dateTime={machine.lastSeenAt}>{dates.dateTime(machine.lastSeenAt)}</time>
        </span>
      ) : null}
    </p>
  );
}

/**
 * docs/product/screens-devices.md Machines table: Device Info, Model & Partner (with the Partner Type badge),
 * Holder, Retailer, Status (with the In transit and RMA badges), Activity & Last seen (decision
 * 0176: the badge, the provider's last report under it), view action. Device Info sorts by serial number, Model & Partner by model, Holder and
 * Retailer by name, Status by status, Activity & Last seen by the provider's last report. On a phone each
 * machine is a card (device and status, model and partner type, holder and retailer, activity and
 * last seen, the view action).
 */
export function MachinesTable({
  machines,
  onView,
  sort,
  selection,
  states,
  busy = false,
}: {
  machines: readonly Machine[];
  onView: (machine: Machine) => void;
  sort: TableSort<MachineSort>;
  selection?: RowSelection<Machine>;
  states?: TableStates;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const dates = useFormatters();
  // The table shows the partner type beside the partner (a column fewer); a card on its own line.
  const cards = useMediaQuery(CARDS_WHEN);
  const device: MachineColumn = {
    key: 'device',
    header: t('machines.table.deviceInfo'),
    sort: 'serialNumber',
    className: 'min-w-48',
    cell: (machine) => (
      <>
        <Serial as="p" className="font-medium text-slate-900 dark:text-white">
          {machine.serialNumber}
        </Serial>
        <p className="text-sm text-slate-600 dark:text-slate-400">{machine.manufacturer}</p>
        <Line label={t('machines.table.mid')} value={machine.mid} />
        <Line label={t('machines.table.tid')} value={machine.tid} />
      </>
    ),
  };
  const model: MachineColumn = {
    key: 'model',
    header: t('machines.table.modelPartner'),
    sort: 'model',
    className: 'min-w-56',
    cell: (machine) => (
      <>
        <p className="font-medium text-slate-900 dark:text-white">{machine.model}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {machine.partner || t('machines.table.noPartner')}
          {!cards && machine.partnerType ? <> {partnerType.cell(machine)}</> : null}
        </p>
        {machine.qrCode ? (
          <Line label={t('machines.table.qrCode')} value={machine.qrCode} parted />
        ) : null}
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {machine.hasStandee ? t('machines.table.withStandee') : t('machines.table.noStandee')}
        </p>
      </>
    ),
  };
  const partnerType: MachineColumn = {
    key: 'partnerType',
    header: t('machines.table.partnerType'),
    cell: (machine) =>
      machine.partnerType ? (
        <Badge tone={partnerTypeTone(machine.partnerType)}>
          {t(`machines.partnerType.${machine.partnerType}`)}
        </Badge>
      ) : (
        <span className="text-slate-500 dark:text-slate-400">{t('common.none')}</span>
      ),
  };
  const holder: MachineColumn = {
    key: 'holder',
    header: t('machines.table.holder'),
    sort: 'holder',
    cell: (machine) => <Held name={machine.distributorName} />,
  };
  const retailer: MachineColumn = {
    key: 'retailer',
    header: t('machines.table.retailer'),
    sort: 'retailer',
    cell: (machine) => <Held name={machine.retailerShopName} person={machine.retailerName} />,
  };
  const status: MachineColumn = {
    key: 'status',
    header: t('machines.table.status'),
    sort: 'status',
    cell: (machine) => (
      // A card's badges stand one under another: beside them, the serial never breaks.
      <MachineStatusBadges machine={machine} className={cards ? 'flex-col items-end' : undefined} />
    ),
  };
  // One column, as Model & Partner: two more would push the actions past a laptop's width.
  const activity: MachineColumn = {
    key: 'activity',
    header: t('machines.table.activityLastSeen'),
    sort: 'lastSeenAt',
    cell: (machine) => (
      <>
        {machine.activity ? (
          <ActivityBadge state={machine.activity} />
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{t('common.none')}</span>
        )}
        {machine.lastSeenAt ? (
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            <span className="sr-only">{t('machines.table.lastSeen')}: </span>
            <time dateTime={machine.lastSeenAt}>{dates.dateTime(machine.lastSeenAt)}</time>
          </p>
        ) : null}
      </>
    ),
  };
  const view: MachineColumn = {
    key: 'actions',
    header: t('machines.table.actions'),
    hideHeader: true,
    headerClassName: 'text-right',
    className: 'text-right',
    cell: (machine) => (
      <Button variant="ghost" size="sm" onClick={() => onView(machine)}>
        <Eye className="size-4" aria-hidden="true" />
        {t('common.view')}
        <span className="sr-only">{` ${machine.serialNumber}`}</span>
      </Button>
    ),
  };

  return (
    <DataTable
      label={t('machines.table.titlePlain')}
      rows={machines}
      rowKey={(machine) => machine.id}
      columns={[device, model, holder, retailer, status, activity, view]}
      sort={sort}
      selection={selection}
      states={states}
      busy={busy}
      estimateRowHeight={100}
      cardsWhen={CARDS_WHEN}
      card={(machine) => (
        <div className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2">
          <div className="min-w-0">{device.cell(machine)}</div>
          <div className="text-right">{status.cell(machine)}</div>
          <div className="min-w-0">{model.cell(machine)}</div>
          <div className="text-right">{partnerType.cell(machine)}</div>
          <HolderLine machine={machine} />
          <ActivityLine machine={machine} />
          <div className="col-span-2 -mr-3 text-right">{view.cell(machine)}</div>
        </div>
      )}
    />
  );
}

type MachineColumn = Column<Machine, MachineSort>;

const CARDS_WHEN = '(max-width: 767px)';
