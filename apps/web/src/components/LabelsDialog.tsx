import { LABEL_QR_CONTENTS, type LabelOptions, type LabelQrContent } from '@dd/contract';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxLine } from './forms/CheckboxLine';
import { ChoiceField } from './forms/ChoiceField';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';
import { Spinner } from './ui/Spinner';

/**
 * "Print labels" options: what the QR code holds (the payment QR value, or a link to the
 * device's page here) and whether the TID and MID are printed; Print hands them to `onPrint`.
 */
export function LabelsDialog({
  count,
  pending,
  onPrint,
  onClose,
}: {
  count: number;
  pending: boolean;
  onPrint: (options: LabelOptions) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [qr, setQr] = useState<LabelQrContent>('PAYMENT');
  const [tidMid, setTidMid] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('labels.dialog.title', { count })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={pending} aria-busy={pending} onClick={() => onPrint({ qr, tidMid })}>
            {pending ? <Spinner /> : <Printer aria-hidden="true" className="size-4" />}
            {pending ? t('labels.printing') : t('labels.printLabels')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <ChoiceField
          id={`${id}-qr`}
          label={t('labels.dialog.qr')}
          hint={t(`labels.dialog.qrHint.${qr}`)}
          value={qr}
          onChange={(event) => setQr(event.target.value as LabelQrContent)}
          choices={LABEL_QR_CONTENTS}
          choiceLabel={(value) => t(`labels.dialog.qrContent.${value}`)}
        />
        <CheckboxLine checked={tidMid} onChange={setTidMid}>
          {t('labels.dialog.tidMid')}
        </CheckboxLine>
      </div>
    </Dialog>
  );
}
