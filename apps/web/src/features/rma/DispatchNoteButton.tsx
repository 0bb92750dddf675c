import { FileText } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDownloadRmaNote } from '../../api/documents';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorText } from '../../lib/errors';
import { saveFile } from '../../lib/save-file';

/** "Dispatch note (PDF)": the printable note that travels with the batch to the provider. */
export function DispatchNoteButton({ batch }: { batch: { id: number; batchNumber: string } }) {
  const { t } = useTranslation();
  const download = useDownloadRmaNote();
  const save = () =>
    download
      .mutateAsync(batch)
      .then(saveFile, (error: unknown) =>
        toast.error(errorText(error, t, t('rma.dispatchNote.failed'))),
      );
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => void save()}
    >
      {download.isPending ? <Spinner /> : <FileText className="size-4" aria-hidden="true" />}
      {t('rma.dispatchNote.button')}
    </Button>
  );
}
