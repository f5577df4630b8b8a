import { useCallback, useEffect, useRef, useState } from 'react';

export interface StepTimerState {
  /** The step the timer was started for (it keeps running while the cook reads other steps). */
  stepIndex: number;
  totalSeconds: number;
  remainingSeconds: number;
  running: boolean;
  finished: boolean;
}

/**
 * One countdown at a time. Remaining time is computed from a deadline, not by counting ticks, so a
 * throttled background tab still ends on time.
 */
export function useStepTimer(onFinish: (stepIndex: number) => void) {
  const [timer, setTimer] = useState<StepTimerState | null>(null);
  const deadline = useRef<number>(0);
  const finishRef = useRef(onFinish);
  useEffect(() => {
    finishRef.current = onFinish;
  }, [onFinish]);

  const running = timer?.running ?? false;
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setTimer((current) => {
        if (!current?.running) return current;
        if (remaining === 0) return { ...current, remainingSeconds: 0, running: false, finished: true };
        return { ...current, remainingSeconds: remaining };
      });
      if (remaining === 0) {
        window.clearInterval(id);
      }
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [running]);

  const finishedStep = timer?.finished ? timer.stepIndex : null;
  useEffect(() => {
    if (finishedStep !== null) finishRef.current(finishedStep);
  }, [finishedStep]);

  const start = useCallback((stepIndex: number, minutes: number) => {
    const totalSeconds = Math.round(minutes * 60);
    deadline.current = Date.now() + totalSeconds * 1000;
    setTimer({ stepIndex, totalSeconds, remainingSeconds: totalSeconds, running: true, finished: false });
  }, []);

  const pause = useCallback(
    () => setTimer((current) => (current ? { ...current, running: false } : current)),
    [],
  );

  const resume = useCallback(() => {
    setTimer((current) => {
      if (!current || current.finished || current.remainingSeconds === 0) return current;
      deadline.current = Date.now() + current.remainingSeconds * 1000;
      return { ...current, running: true };
    });
  }, []);

  const reset = useCallback(
    () =>
      setTimer((current) =>
        current
          ? { ...current, remainingSeconds: current.totalSeconds, running: false, finished: false }
          : current,
      ),
    [],
  );

  const clear = useCallback(() => setTimer(null), []);

  return { timer, start, pause, resume, reset, clear };
}

/** 605 -> "10:05". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
