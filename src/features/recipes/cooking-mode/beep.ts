/**
 * The timer's audible alarm, synthesised with the Web Audio API (no sound file to load). Browsers only
 * let audio start after a user gesture, so `unlockAudio()` is called from the Start click and the
 * context is reused when the countdown ends.
 */
let context: AudioContext | null = null;

function audioContextClass(): typeof AudioContext | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  );
}

export function unlockAudio(): void {
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** Three short 880 Hz beeps. Silent (never throwing) where Web Audio is unavailable. */
export function playBeep(): void {
  unlockAudio();
  if (!context) return;
  const start = context.currentTime + 0.05;
  for (let i = 0; i < 3; i += 1) {
    const at = start + i * 0.35;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
}
