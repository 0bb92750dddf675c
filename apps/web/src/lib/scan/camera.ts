import { loadDetector } from './decoder';

export type CameraState = 'starting' | 'reading' | 'noCamera' | 'denied' | 'decoderFailed';

/** A code still in view is read again only after it has been out of view this long. */
const SAME_CODE_MS = 2500;
/** Time between two decodes of the video (the decoder needs its share of a phone's CPU). */
const DECODE_EVERY_MS = 150;

function cameraFailure(error: unknown): CameraState {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera';
}

/**
 * The rear camera into `video`, decoded continuously; each new code goes to `onCode` once
 * (de-duplicated while it stays in view). Answers the function that stops it all.
 */
export function startCamera(
  video: HTMLVideoElement,
  onState: (state: CameraState) => void,
  onCode: (code: string) => void,
): () => void {
  const run = { stopped: false, stream: null as MediaStream | null, timer: 0 as unknown };
  const lastSeen = new Map<string, number>();

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return onState('noCamera');
    try {
      run.stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch (error) {
      if (!run.stopped) onState(cameraFailure(error));
      return;
    }
    if (run.stopped) return run.stream.getTracks().forEach((track) => track.stop());
    video.srcObject = run.stream;
    await video.play().catch(() => {});
    let detector;
    try {
      detector = await loadDetector();
    } catch {
      if (!run.stopped) onState('decoderFailed');
      return;
    }
    if (run.stopped) return;
    onState('reading');
    const tick = async () => {
      if (run.stopped) return;
      if (video.readyState >= 2) {
        const codes = await detector.detect(video).catch(() => []);
        const now = Date.now();
        for (const { rawValue } of codes) {
          const code = rawValue.trim();
          if (!code || run.stopped) continue;
          const seen = lastSeen.get(code);
          lastSeen.set(code, now);
          if (seen === undefined || now - seen > SAME_CODE_MS) onCode(code);
        }
      }
      if (!run.stopped) run.timer = setTimeout(() => void tick(), DECODE_EVERY_MS);
    };
    void tick();
  };
  void start();

  return () => {
    run.stopped = true;
    clearTimeout(run.timer as ReturnType<typeof setTimeout>);
    run.stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}
