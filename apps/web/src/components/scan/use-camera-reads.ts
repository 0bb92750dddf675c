import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadDetector } from '../../lib/scan/decoder';

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
 * While `active`: the rear camera in `video`, decoded continuously; each new code is passed to
 * `onCode` once (de-duplicated while it stays in view). The camera stops when inactive or gone.
 */
export function useCameraReads(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (code: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lastSeen = new Map<string, number>();
    setState('starting');

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('noCamera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(cameraFailure(error));
        return;
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => {});
      }
      let detector;
      try {
        detector = await loadDetector();
      } catch {
        if (!stopped) setState('decoderFailed');
        return;
      }
      if (stopped) return;
      setState('reading');
      const tick = async () => {
        if (stopped) return;
        const el = video.current;
        if (el && el.readyState >= 2) {
          const codes = await detector.detect(el).catch(() => []);
          const now = Date.now();
          for (const { rawValue } of codes) {
            const code = rawValue.trim();
            if (!code || stopped) continue;
            const seen = lastSeen.get(code);
            lastSeen.set(code, now);
            if (seen === undefined || now - seen > SAME_CODE_MS) onCodeRef.current(code);
          }
        }
        if (!stopped) timer = setTimeout(() => void tick(), DECODE_EVERY_MS);
      };
      void tick();
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video.current) video.current.srcObject = null;
    };
  }, [active, video]);

  return state;
}
