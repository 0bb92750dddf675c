import { MACHINE_FLAGS, type Machine } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../components/ui/cn';
import { machineFlagTone, machineStatusTone } from '../../lib/status-tones';

/**
 * A machine's status badge, then "In transit" (in a pending transfer) and "RMA" (in a batch not
 * yet closed) when they hold; where the line is too narrow the badges wrap, each whole.
 */
export function MachineStatusBadges({
  machine,
  className,
}: {
  machine: Pick<Machine, 'status' | 'inTransit' | 'inRma'>;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      <Badge tone={machineStatusTone(machine.status)}>
        {t(`machines.status.${machine.status}`)}
      </Badge>
      {MACHINE_FLAGS.filter((flag) => machine[flag]).map((flag) => (
        <Badge key={flag} tone={machineFlagTone(flag)}>
          {t(`machines.flags.${flag}`)}
        </Badge>
      ))}
    </span>
  );
}
