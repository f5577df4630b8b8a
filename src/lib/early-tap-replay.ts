/**
 * Early taps, second half. A prerendered page is visible and looks ready before React has hydrated it,
 * and a tap on a control then would be lost. The small script in index.html holds a click on a button
 * or a form's submit until React has committed that control, showing it pressed meanwhile, and notes a
 * change to a field (a size, the currency) that React would not see. Links need nothing: they work
 * before the app does. This module carries the taps out, in order, once the app has committed and
 * React has hydrated each control (a control merely rendered may still be dropped by React): a held tap is
 * dispatched again (the original never reached React, so it happens exactly once) and a noted change
 * is replayed so that React's state takes the value the page already shows.
 */
export interface EarlyTap {
  kind: 'click' | 'submit' | 'value';
  /** The control held (click), the form (submit) or the field changed (value). */
  el: HTMLElement;
  /** What shows the pending state: the control, or the form's submitter. */
  busy?: HTMLElement;
  /** The pressed look on `busy` (an animation, so React's markup is untouched). */
  pressed?: Animation;
  /** A field's value or checkedness when it changed. */
  value?: string | boolean;
}

/**
 * Filled by index.html's script, which also says whether React has committed an element (`live`);
 * `wake` is called on every new entry; `replaying` lets the replay's own events through; `off` makes
 * it stand down.
 */
type Queue = EarlyTap[] & {
  live: (el: Element) => boolean;
  wake?: () => void;
  replaying?: boolean;
  off?: boolean;
};

declare global {
  interface Window {
    __earlyTaps?: Queue;
  }
}

/** The first commit sets it (src/app/app.tsx). */
const APP_READY = 'data-app-ready';
const POLL_MS = 50;
/**
 * A control React does not take over within this time after the app's first commit (markup React did
 * not render, or a control that is gone) is left to the browser: a held tap on it is carried out as is.
 */
const GIVE_UP_MS = 8000;

/** Where to find the control again if React replaced the prerendered element (a client render). */
interface Locator {
  tag: string;
  index: number;
}

const inRoot = (tag: string) => [...document.querySelectorAll<HTMLElement>(`#root ${tag}`)];

function locate(el: HTMLElement): Locator {
  const tag = el.tagName.toLowerCase();
  return { tag, index: inRoot(tag).indexOf(el) };
}

function current(tap: EarlyTap, where: Locator | undefined): HTMLElement | null {
  if (tap.el.isConnected) return tap.el;
  return where && where.index >= 0 ? (inRoot(where.tag)[where.index] ?? null) : null;
}

/** Whether React has every control of the page: then the catcher can stand down. */
function allCommitted(live: Queue['live']): boolean {
  return inRoot('button, input, select, textarea, form, [role="button"]').every(live);
}

function press(el: HTMLElement) {
  // Radix triggers answer the press (pointerdown or mousedown), plain buttons the click.
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  el.dispatchEvent(new Pointer('pointerdown', { ...init, pointerType: 'mouse' }));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  el.dispatchEvent(new Pointer('pointerup', { ...init, pointerType: 'mouse' }));
  el.dispatchEvent(new MouseEvent('mouseup', init));
  el.click();
}

/**
 * React compares a field with the value it last saw; hydration saw the one the visitor had already
 * chosen, so that value is first set through React's own setter (which it notes) to something else.
 */
function replayValue(el: HTMLElement, value: string | boolean) {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    el.checked = !value;
    el.click();
  } else if (el instanceof HTMLSelectElement) {
    el.value = String(value);
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    el.value = '';
    nativeSetter?.call(el, String(value));
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function carryOut(tap: EarlyTap, el: HTMLElement) {
  tap.pressed?.cancel();
  if (tap.kind === 'click') press(el);
  else if (tap.kind === 'submit' && el instanceof HTMLFormElement) {
    const submitter = tap.busy && tap.busy !== el && tap.busy.isConnected ? tap.busy : null;
    el.requestSubmit(submitter);
  } else if (tap.kind === 'value' && tap.value !== undefined) replayValue(el, tap.value);
}

/** Starts carrying out the held taps; call once, when the app starts. */
export function replayEarlyTaps(): void {
  const queue = window.__earlyTaps;
  if (!queue) return;
  const places = new WeakMap<EarlyTap, Locator>();
  let readySince = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const note = () => {
    for (const tap of queue) if (!places.has(tap)) places.set(tap, locate(tap.el));
  };

  const step = () => {
    timer = undefined;
    note();
    if (document.documentElement.hasAttribute(APP_READY)) {
      readySince ||= performance.now();
      // Stood down first: a tap carried out as is must not be held again.
      if (performance.now() - readySince > GIVE_UP_MS) queue.off = true;
      while (queue.length) {
        const tap = queue[0]!;
        const el = current(tap, places.get(tap));
        if (el && !queue.live(el) && !queue.off) break;
        queue.shift();
        // Of a run of changes to one field with no tap between them, only the last matters.
        const next = queue.findIndex((later) => later.kind === 'value' && later.el === tap.el);
        const superseded =
          tap.kind === 'value' && next >= 0 && queue.slice(0, next).every((l) => l.kind === 'value');
        if (el && !superseded) {
          queue.replaying = true;
          try {
            carryOut(tap, el);
          } finally {
            queue.replaying = false;
          }
        } else tap.pressed?.cancel();
      }
      queue.off ||= queue.length === 0 && allCommitted(queue.live);
    }
    if (!queue.off) timer = setTimeout(step, POLL_MS);
  };
  queue.wake = () => {
    note();
    timer ??= setTimeout(step, 0);
  };
  step();
}
