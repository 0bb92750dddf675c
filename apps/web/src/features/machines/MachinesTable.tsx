import type { Machine, MachineSort, SortOrder } from '@dd/contract';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Table, Td, Th } from '../../components/ui/Table';
import { TableBody } from '../../components/ui/TableBody';
import { cn } from '../../components/ui/cn';
import { SortableTh } from '../../lib/list/SortableTh';
import { machineStatusTone, partnerTypeTone } from '../../lib/status-tones';
import { SelectCheckbox } from './selection/SelectCheckbox';

function Line({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400">
      <span className="font-medium">{label}:</span>{' '}
      <span className="font-mono break-all">{value || t('common.none')}</span>
    </p>
  );
}

/** The list's sort as the headers show it and change it (server-side, see lib/list). */
export interface TableSort {
  sort: MachineSort | null;
  order: SortOrder;
  onSort: (column: MachineSort) => void;
}

/** Row checkboxes for the bulk actions (features/machines/selection). */
export interface TableSelection {
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  pageState: 'all' | 'some' | 'none';
  togglePage: () => void;
}

/**
 * docs/product.md Machines table: Device Info, Model & Partner, Partner Type, Status, view action.
 * Device Info sorts by serial number, Model & Partner by model, Status by status.
 */
export function MachinesTable({
  machines,
  onView,
  sort,
  selection,
}: {
  machines: readonly Machine[];
  onView: (machine: Machine) => void;
  sort: TableSort;
  selection?: TableSelection;
}) {
  const { t } = useTranslation();
  // Phones: each row becomes a small card (device and status, model and partner type, action),
  // so the status stays in view without scrolling sideways.
  return (
    <Table
      className="max-md:block max-md:[&>tbody]:block max-md:[&>thead]:hidden"
      aria-rowcount={machines.length + 1}
    >
      <thead>
        <tr aria-rowindex={1}>
          {selection ? (
            <Th className="w-10">
              <SelectCheckbox
                checked={selection.pageState === 'all'}
                mixed={selection.pageState === 'some'}
                label={t('machines.bulk.selectPage')}
                onChange={selection.togglePage}
              />
            </Th>
          ) : null}
          <SortableTh column="serialNumber" {...sort}>
            {t('machines.table.deviceInfo')}
          </SortableTh>
          <SortableTh column="model" {...sort}>
            {t('machines.table.modelPartner')}
          </SortableTh>
          <Th>{t('machines.table.partnerType')}</Th>
          <SortableTh column="status" {...sort}>
            {t('machines.table.status')}
          </SortableTh>
          <Th className="relative text-right">
            <span className="sr-only">{t('machines.table.actions')}</span>
          </Th>
        </tr>
      </thead>
      <TableBody
        rows={machines}
        rowKey={(machine) => machine.id}
        columns={selection ? 6 : 5}
        estimateRowHeight={100}
        className="divide-y divide-slate-200 dark:divide-slate-800"
        rowClassName="hover:bg-slate-50 max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:px-4 max-md:py-3 dark:hover:bg-slate-800/40"
      >
        {(machine) => (
          <>
            {selection ? (
              <Td className="w-10 max-md:col-start-1 max-md:row-start-3 max-md:self-center max-md:p-0">
                <SelectCheckbox
                  checked={selection.isSelected(machine.id)}
                  label={t('machines.bulk.selectRow', { serial: machine.serialNumber })}
                  onChange={() => selection.toggle(machine.id)}
                />
              </Td>
            ) : null}
            <Td className="min-w-48 max-md:col-start-1 max-md:row-start-1 max-md:min-w-0 max-md:p-0">
              <p className="font-mono font-medium text-slate-900 dark:text-white">
                {machine.serialNumber}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{machine.manufacturer}</p>
              <Line label={t('machines.table.mid')} value={machine.mid} />
              <Line label={t('machines.table.tid')} value={machine.tid} />
            </Td>
            <Td className="min-w-56 max-md:col-start-1 max-md:row-start-2 max-md:min-w-0 max-md:p-0">
              <p className="font-medium text-slate-900 dark:text-white">{machine.model}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {machine.partner || t('machines.table.noPartner')}
              </p>
              {machine.qrCode ? (
                <Line label={t('machines.table.qrCode')} value={machine.qrCode} />
              ) : null}
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {machine.hasStandee
                  ? t('machines.table.withStandee')
                  : t('machines.table.noStandee')}
              </p>
            </Td>
            <Td className="max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-right">
              {machine.partnerType ? (
                <Badge tone={partnerTypeTone(machine.partnerType)}>
                  {t(`machines.partnerType.${machine.partnerType}`)}
                </Badge>
              ) : (
                <span className="text-slate-500 dark:text-slate-400">{t('common.none')}</span>
              )}
            </Td>
            <Td className="max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right">
              <Badge tone={machineStatusTone(machine.status)}>
                {t(`machines.status.${machine.status}`)}
              </Badge>
            </Td>
            <Td
              className={cn(
                'relative text-right max-md:row-start-3 max-md:-mr-3 max-md:p-0',
                selection ? 'max-md:col-start-2' : 'max-md:col-span-2',
              )}
            >
              <Button variant="ghost" size="sm" onClick={() => onView(machine)}>
                <Eye className="size-4" aria-hidden="true" />
                {t('common.view')}
                <span className="sr-only">{` ${machine.serialNumber}`}</span>
              </Button>
            </Td>
          </>
        )}
      </TableBody>
    </Table>
  );
}
