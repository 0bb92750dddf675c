import type { ScanResult } from './outcome';
import { isRefusal } from './outcome';

let audio: AudioContext | null = null;

/** A short beep (high when added, low twice when refused) and a vibration, where the device can. */
export function signalRead(result: ScanResult): void {
  const refused = isRefusal(result);
  try {
    navigator.vibrate?.(refused ? [80, 60, 80] : 60);
  } catch {
    // vibration is a nicety
  }
  try {
    const Context = window.AudioContext;
    if (!Context) return;
    audio ??= new Context();
    const tones = refused ? [330, 330] : [1320];
    tones.forEach((frequency, i) => {
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.frequency.value = frequency;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(audio!.destination);
      const start = audio!.currentTime + i * 0.15;
      osc.start(start);
      osc.stop(start + 0.1);
    });
  } catch {
    // no audio: the on-screen line says it
  }
}
