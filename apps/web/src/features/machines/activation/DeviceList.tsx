import type { Machine, MachineListResponse } from '@dd/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { retailerLabel } from '../holder-filters';
import { Serial } from '../../../components/ui/Serial';

export const PAGE_SIZE = 25;

/**
 * The devices that may take the step (each with the shop holding it), a page at a time, with
 * "tick all on this page".
 */
export function DeviceList({
  devices,
  list,
  page,
  onPage,
  picked,
  onToggle,
}: {
  devices: UseQueryResult<MachineListResponse>;
  list: Machine[];
  page: number;
  onPage: (page: number) => void;
  picked: Map<number, string>;
  onToggle: (machine: Machine, on?: boolean) => void;
}) {
  const { t } = useTranslation();
  const total = devices.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const allTicked = list.length > 0 && list.every((m) => picked.has(m.id));
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium">
        {t('machines.activation.bulk.devices', { count: picked.size })}
      </legend>
      {devices.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner />
          {t('machines.loading')}
        </p>
      ) : devices.isError ? (
        <div className="flex items-center gap-3">
          <p className="text-sm text-red-700">{t('machines.activation.bulk.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('machines.activation.bulk.noDevices')}
        </p>
      ) : (
        <>
          <label className="mb-2 flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={allTicked}
              onChange={() => list.forEach((m) => onToggle(m, !allTicked))}
            />
            {t('machines.activation.bulk.tickPage')}
          </label>
          <ul className="max-h-56 space-y-1 overflow-y-auto">
            {list.map((m) => (
              <li key={m.id}>
                <label className="flex min-w-0 items-center gap-2 text-sm">
                  <input type="checkbox" checked={picked.has(m.id)} onChange={() => onToggle(m)} />
                  <Serial className="shrink-0">{m.serialNumber}</Serial>
                  <span className="min-w-0 truncate text-slate-500">
                    {[m.model, retailerLabel(m.retailerShopName ?? null, m.retailerName ?? null)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className="mt-2 flex items-center justify-between gap-2 text-sm">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                {t('common.previous')}
              </Button>
              <span>{t('common.pageOf', { page, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => onPage(page + 1)}
              >
                {t('common.next')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
