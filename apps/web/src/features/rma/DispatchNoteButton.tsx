import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDownloadRmaNote } from '../../api/documents';
import { FileButton } from '../../components/FileButton';

/** "Dispatch note (PDF)": the printable note that travels with the batch to the provider. */
export function DispatchNoteButton({ batch }: { batch: { id: number; batchNumber: string } }) {
  const { t } = useTranslation();
  const download = useDownloadRmaNote();
  return (
    <FileButton
      label={t('rma.dispatchNote.button')}
      failed={t('rma.dispatchNote.failed')}
      fetchFile={() => download.mutateAsync(batch)}
      pending={download.isPending}
      icon={FileText}
    />
  );
}
