import { Button } from '../ui/Button';
import { BusyLabel } from './BusyLabel';
import { useTranslation } from 'react-i18next';

/**
 * A form's Cancel and submit buttons (a dialog's footer): both wait while the form is sent, the
 * submit one with a spinner and its busy text. `formId` ties the submit button to a form it is
 * not inside.
 */
export function FormFooter({
  formId,
  busy,
  onCancel,
  cancelLabel,
  submitLabel,
  busyLabel = submitLabel,
  submitDisabled = false,
}: {
  formId?: string;
  busy: boolean;
  onCancel: () => void;
  /** "Cancel" unless told. */
  cancelLabel?: string;
  submitLabel: string;
  busyLabel?: string;
  /** The submit button waits for something besides the sending too. */
  submitDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={busy || submitDisabled}>
        <BusyLabel busy={busy} busyText={busyLabel}>
          {submitLabel}
        </BusyLabel>
      </Button>
    </>
  );
}
