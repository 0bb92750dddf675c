import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { CameraScanDialog } from './CameraScanDialog';

/**
 * The camera button beside a serial field: opens the reader; each read goes to `onSerials`.
 * `single`: a field that takes one device closes the reader after its first read.
 */
export function CameraButton({
  onSerials,
  onClosed,
  single,
  className,
}: {
  onSerials: (serials: string[]) => Promise<ScanOutcome[]>;
  onClosed?: () => void;
  single?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('scan.camera')}
        title={t('scan.camera')}
        className={className}
      >
        <Camera className="size-4" aria-hidden="true" />
      </Button>
      <CameraScanDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClosed?.();
        }}
        onSerials={async (serials) => {
          const outcomes = await onSerials(serials);
          if (single) {
            setOpen(false);
            onClosed?.();
          }
          return outcomes;
        }}
      />
    </>
  );
}
