import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { signalRead } from '../../lib/scan/feedback';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { ScanLine, type ScanDialogProps } from './ScanLine';
import { useCameraReads } from './use-camera-reads';

type Read = { n: number; outcome: ScanOutcome };

/**
 * The phone's rear camera reading Code 128 / QR continuously. Each read goes to `onSerials` at
 * once, beeps or buzzes, and joins a live list with its answer (newest first). Closing stops the
 * camera.
 */
export function CameraScanDialog({ open, onOpenChange, onSerials }: ScanDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('scan.cameraTitle')}
      description={t('scan.cameraHint')}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('scan.done')}
        </Button>
      }
    >
      {open ? <CameraView onSerials={onSerials} /> : null}
    </Dialog>
  );
}

/** The video and the reads of one opening (mounted while open: closing stops the camera). */
function CameraView({ onSerials }: { onSerials: (serials: string[]) => Promise<ScanOutcome[]> }) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [reads, setReads] = useState<Read[]>([]);
  const count = useRef(0);

  const state = useCameraReads(video, (code) => {
    void onSerials([code]).then((outcomes) => {
      for (const outcome of outcomes) {
        signalRead(outcome.result);
        setReads((list) => [{ n: ++count.current, outcome }, ...list].slice(0, 50));
      }
    });
  });
  const problem = state === 'noCamera' || state === 'denied' || state === 'decoderFailed';

  return (
    <>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-3 text-sm text-red-800 dark:bg-red-500/15 dark:text-red-200"
        >
          {t(`scan.${state}`)}
        </p>
      ) : (
        <div className="relative overflow-hidden rounded-lg bg-black">
          <video
            ref={setVideo}
            muted
            playsInline
            autoPlay
            aria-label={t('scan.cameraView')}
            className="aspect-[4/3] w-full object-cover"
          />
          {state === 'starting' ? (
            <p
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white"
            >
              <Spinner />
              {t('scan.starting')}
            </p>
          ) : null}
        </div>
      )}
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('scan.reads')}
      </h3>
      <ul aria-live="polite" className="space-y-1.5" data-testid="scan-reads">
        {reads.length === 0 ? (
          <li className="text-sm text-slate-500 dark:text-slate-400">{t('scan.noReads')}</li>
        ) : (
          reads.map((read) => (
            <li key={read.n}>
              <ScanLine outcome={read.outcome} />
            </li>
          ))
        )}
      </ul>
    </>
  );
}
