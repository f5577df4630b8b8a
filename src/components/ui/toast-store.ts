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

function emit(next: ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(message: Omit<ToastMessage, 'id' | 'open' | 'path'>): string {
  counter += 1;
  const id = String(counter);
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  emit([{ ...message, id, open: true, path }, ...toasts].slice(0, TOAST.limit));
  return id;
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST.removeDelayMs);
}

/** Closes the open toasts raised on another page than `pathname` (the reader has moved on). */
export function dismissToastsNotFrom(pathname: string) {
  for (const t of toasts) if (t.open && t.path !== pathname) dismissToast(t.id);
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
