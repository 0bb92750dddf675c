import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';

/** A bulk action dialog's buttons: Cancel and Apply, then Close once the result is shown. */
export function BulkFooter({
  done,
  busy,
  ready = true,
  onApply,
  onClose,
}: {
  done: boolean;
  busy: boolean;
  ready?: boolean;
  onApply: () => void;
  /** `changed`: true after an applied action (the list refreshes). */
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  if (done) return <Button onClick={() => onClose(true)}>{t('common.close')}</Button>;
  return (
    <>
      <Button variant="secondary" onClick={() => onClose(false)} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button onClick={onApply} disabled={busy || !ready} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('machines.bulk.applying') : t('machines.bulk.apply')}
      </Button>
    </>
  );
}
