import { useEffect, useEffectEvent, useState } from 'react';
import { startCamera, type CameraState } from '../../lib/scan/camera';

/**
 * While `video` is mounted: the rear camera in it, decoded continuously; each new code is passed
 * to `onCode`. Mount it per opening (a fresh state); the camera stops when the video goes.
 */
export function useCameraReads(
  video: HTMLVideoElement | null,
  onCode: (code: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const onRead = useEffectEvent(onCode);
  useEffect(() => {
    if (!video) return;
    return startCamera(video, setState, (code) => onRead(code));
  }, [video]);
  return state;
}
