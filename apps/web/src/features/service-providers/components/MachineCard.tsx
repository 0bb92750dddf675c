import type { Machine } from '@dd/contract';
import { CheckSquare, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { focusRing } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { machineStatusTone } from '../../../lib/status-tones';
import { PartedCode, Serial } from '../../../components/ui/Serial';

/** A labelled identifier; a QR code (`parted`) may break after its punctuation. */
function Detail({
  label,
  value,
  parted = false,
}: {
  label: string;
  value: string;
  parted?: boolean;
}) {
  const Code = parted ? PartedCode : Serial;
  return (
    <span className="flex min-w-0 gap-2">
      <span className="w-16 shrink-0 text-slate-600 dark:text-slate-400">{label}</span>
      <Code className="min-w-0 text-xs leading-5 text-slate-800 dark:text-slate-200">{value}</Code>
    </span>
  );
}

/** A machine as a toggle button; only AVAILABLE machines can be selected. */
export function MachineCard({
  machine,
  selected,
  onToggle,
}: {
  machine: Machine;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const selectable = machine.status === 'AVAILABLE';
  const Check = selected ? CheckSquare : Square;
  return (
    <button
      type="button"
      aria-pressed={selectable ? selected : undefined}
      disabled={!selectable}
      onClick={onToggle}
      className={cn(
        'flex h-full w-full flex-col gap-3 rounded-xl border p-4 text-left text-sm shadow-sm transition-colors',
        focusRing,
        selectable
          ? selected
            ? 'border-indigo-600 bg-indigo-50/60 ring-2 ring-indigo-600 dark:border-indigo-400 dark:bg-indigo-500/10 dark:ring-indigo-400'
            : 'border-slate-200 bg-white hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50'
          : 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-70 dark:border-slate-800 dark:bg-slate-900/50',
      )}
    >
      <span className="flex w-full items-start gap-3">
        {selectable && (
          <Check
            className={cn(
              'mt-0.5 size-5 shrink-0',
              selected ? 'text-indigo-600 dark:text-indigo-400' : 'text-slate-400',
            )}
            aria-hidden="true"
          />
        )}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900 dark:text-white">
            {machine.model}
          </span>
          <span className="block text-slate-600 dark:text-slate-400">{machine.manufacturer}</span>
        </span>
        <Badge tone={machineStatusTone(machine.status)}>
          {t(`providers.machineStatus.${machine.status}`)}
        </Badge>
      </span>
      <span className="flex w-full flex-col gap-1">
        <Detail label={t('providers.inventory.serial')} value={machine.serialNumber} />
        <Detail label={t('providers.inventory.mid')} value={machine.mid ?? t('common.none')} />
        <Detail label={t('providers.inventory.tid')} value={machine.tid ?? t('common.none')} />
        {machine.qrCode && (
          <Detail label={t('providers.inventory.qr')} value={machine.qrCode} parted />
        )}
      </span>
      <span className="mt-auto flex flex-wrap gap-2">
        <Badge tone="slate">{t(`providers.machineType.${machine.type}`)}</Badge>
        {machine.hasStandee && <Badge tone="blue">{t('providers.inventory.standee')}</Badge>}
      </span>
    </button>
  );
}
