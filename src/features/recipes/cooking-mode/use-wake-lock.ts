import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active` (Screen Wake Lock API), so a phone propped up by the stove
 * does not dim mid-step. The browser drops the lock when the page is hidden, so it is requested again
 * when the page becomes visible. Unsupported or refused (battery saver) is not an error: the screen
 * simply behaves as usual.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) await lock.release();
        else sentinel = lock;
      } catch {
        // NotAllowedError (hidden page, power saving, policy): nothing to tell the cook.
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
