import type { LabelOptions } from '@dd/contract';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDownloadLabels } from '../api/documents';
import { errorText } from '../lib/errors';
import { saveFile } from '../lib/save-file';
import { LabelsDialog } from './LabelsDialog';
import { Button } from './ui/Button';

/**
 * "Print labels": the options dialog, then an A4 PDF of labels (serial barcode, QR code, model,
 * TID and MID if asked, provider) for machines.
 */
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
  const [open, setOpen] = useState(false);
  const print = async (options: LabelOptions) => {
    try {
      saveFile(await download.mutateAsync({ ids, ...options }));
      setOpen(false);
    } catch (error) {
      toast.error(errorText(error, t, t('labels.failed')));
    }
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
      >
        <Printer aria-hidden="true" className="size-4" />
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>
          {t('labels.printLabels')}
        </span>
      </Button>
      {open ? (
        <LabelsDialog
          count={ids.length}
          pending={download.isPending}
          onPrint={(options) => void print(options)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
