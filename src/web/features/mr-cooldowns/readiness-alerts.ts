/**
 * The cooldown board's sound and vibration (docs/decisions/045): a short
 * Web Audio beep (no sound file) and navigator.vibrate, where the browser
 * has them. Browsers only let a page start audio after a user gesture, so
 * the board calls `prime()` from the tap or key that starts a timer.
 */
export type ReadinessCue = 'warn' | 'ready';

export interface ReadinessAlerts {
  /** Called from a user gesture: unlocks audio for later cues. */
  prime(): void;
  play(cue: ReadinessCue, options: { sound: boolean; vibrate: boolean }): void;
}

const TONES: Record<ReadinessCue, { frequency: number; seconds: number }> = {
  warn: { frequency: 660, seconds: 0.12 },
  ready: { frequency: 990, seconds: 0.25 },
};
const VIBRATIONS: Record<ReadinessCue, number | number[]> = { warn: 120, ready: [100, 60, 100] };

export function createBrowserReadinessAlerts(): ReadinessAlerts {
  let context: AudioContext | null = null;
  const audio = (): AudioContext | null => {
    if (context) return context;
    const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
    if (!Ctor) return null;
    context = new Ctor();
    return context;
  };
  return {
    prime() {
      const ctx = audio();
      if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    },
    play(cue, options) {
      if (options.sound) {
        const ctx = audio();
        if (ctx) {
          const { frequency, seconds } = TONES[cue];
          const oscillator = ctx.createOscillator();
          const gain = ctx.createGain();
          oscillator.frequency.value = frequency;
          gain.gain.setValueAtTime(0.15, ctx.currentTime);
          gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + seconds);
          oscillator.connect(gain).connect(ctx.destination);
          oscillator.start();
          oscillator.stop(ctx.currentTime + seconds);
        }
      }
      if (options.vibrate && typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[cue]);
    },
  };
}
