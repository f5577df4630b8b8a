import { useSyncExternalStore } from 'react';

import { TOAST } from '@/lib/constants';

/**
 * A tiny toast queue (SPEC §9): one toast visible at a time; a dismissed toast stays mounted while
 * Radix animates it out and is dropped from memory after TOAST.removeDelayMs.
 */
export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
  /** The path of the page that raised it: a toast belongs to that page and leaves with it. */
  path: string;
}

type Listener = () => void;
let toasts: ToastMessage[] = [];
const listeners = new Set<Listener>();
let counter = 0;
/** The page on screen, set by the layout: each toast belongs to the page that raised it. */
let currentPage = '';

function emit(next: ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(message: Omit<ToastMessage, 'id' | 'open' | 'path'>): string {
  counter += 1;
  const id = String(counter);
  emit([{ ...message, id, open: true, path: currentPage }, ...toasts].slice(0, TOAST.limit));
  return id;
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST.removeDelayMs);
}

/**
 * The reader is now on `pathname`. Toasts raised on another page close, unless the move was a redirect
 * (`handOver`): a page that sends the reader on, as signing in does, hands its toasts to the next one.
 */
export function enterPage(pathname: string, handOver = false) {
  if (handOver) emit(toasts.map((t) => ({ ...t, path: pathname })));
  else for (const t of toasts) if (t.open && t.path !== pathname) dismissToast(t.id);
  currentPage = pathname;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
