import { Printer } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDownloadLabels } from '../api/documents';
import { errorText } from '../lib/errors';
import { saveFile } from '../lib/save-file';
import { Button } from './ui/Button';
import { Spinner } from './ui/Spinner';

/** "Print labels": an A4 PDF of labels (serial barcode, QR code, model, provider) for machines. */
export function PrintLabelsButton({
  ids,
  variant = 'secondary',
  size = 'sm',
  className,
  compact = false,
}: {
  ids: number[];
  /** Icon only below the sm breakpoint (the text stays the button's accessible name). */
  compact?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  const download = useDownloadLabels();
  const onClick = async () => {
    try {
      saveFile(await download.mutateAsync(ids));
    } catch (error) {
      toast.error(errorText(error, t, t('labels.failed')));
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={ids.length === 0 || download.isPending}
      aria-busy={download.isPending}
      onClick={() => void onClick()}
    >
      {download.isPending ? <Spinner /> : <Printer aria-hidden="true" className="size-4" />}
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>
        {download.isPending ? t('labels.printing') : t('labels.printLabels')}
      </span>
    </Button>
  );
}
