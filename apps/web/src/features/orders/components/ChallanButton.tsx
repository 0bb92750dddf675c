import { useTranslation } from 'react-i18next';
import { useDownloadChallan } from '../../../api/documents';
import { FileButton } from '../../../components/FileButton';

/** "Download challan": the order's delivery challan as a PDF (every role that sees the order). */
export function ChallanButton({ order }: { order: { id: number; order_number: string } }) {
  const { t } = useTranslation();
  const download = useDownloadChallan();
  return (
    <FileButton
      label={t('orders.challan.download')}
      busyLabel={t('orders.challan.downloading')}
      failed={t('orders.challan.failed')}
      fetchFile={() => download.mutateAsync({ id: order.id, orderNumber: order.order_number })}
      pending={download.isPending}
    />
  );
}
