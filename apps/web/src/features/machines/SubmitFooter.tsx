import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';

/** Cancel and submit of a machine form dialog; both wait while the write is pending. */
export function SubmitFooter({
  formId,
  pending,
  onCancel,
  submitLabel,
  pendingLabel,
}: {
  formId: string;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}
