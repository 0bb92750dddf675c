import type { ReceiptState } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { handoverStateTone } from '../../../lib/status-tones';

/** What the receiver reported for a device of the order, with its note. */
export function ReceiptStateBadge({
  state,
  note,
}: {
  state: ReceiptState | null;
  note: string | null;
}) {
  const { t } = useTranslation();
  if (!state) return null;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone={handoverStateTone(state)}>{t(`orders.handover.state.${state}`)}</Badge>
      {note && state !== 'RECEIVED' && (
        <span className="text-xs break-words text-slate-600 dark:text-slate-400">{note}</span>
      )}
    </span>
  );
}
