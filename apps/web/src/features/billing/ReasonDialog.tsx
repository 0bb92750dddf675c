import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotesField } from '../../components/forms/NotesField';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ProblemAlert } from '../../components/ui/ProblemAlert';

/**
 * A destructive step that needs a reason (cancel an invoice, reverse a payment): what it does,
 * the reason (required), and the danger button as the confirmation.
 */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  busy,
  problem,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  problem: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open
      dirty={reason.trim() !== ''}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => onConfirm(reason.trim())}
            disabled={busy || reason.trim() === ''}
          >
            <BusyLabel busy={busy} busyText={t('billing.saving')}>
              {confirmLabel}
            </BusyLabel>
          </Button>
        </>
      }
    >
      <ProblemAlert className="mb-3">{problem}</ProblemAlert>
      <NotesField
        id={id}
        label={t('billing.reason')}
        rows={3}
        required
        value={reason}
        onChange={setReason}
      />
    </Dialog>
  );
}
