import { FileDown } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDownloadChallan } from '../../../api/documents';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorText } from '../../../lib/errors';
import { saveFile } from '../../../lib/save-file';

/** "Download challan": the order's delivery challan as a PDF (every role that sees the order). */
export function ChallanButton({ order }: { order: { id: number; order_number: string } }) {
  const { t } = useTranslation();
  const download = useDownloadChallan();
  const onClick = async () => {
    try {
      saveFile(await download.mutateAsync({ id: order.id, orderNumber: order.order_number }));
    } catch (error) {
      toast.error(errorText(error, t, t('orders.challan.failed')));
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => void onClick()}
    >
      {download.isPending ? <Spinner /> : <FileDown aria-hidden="true" className="size-4" />}
      {download.isPending ? t('orders.challan.downloading') : t('orders.challan.download')}
    </Button>
  );
}
