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
}

type Listener = () => void;
let toasts: ToastMessage[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit(next: ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): string {
  counter += 1;
  const id = String(counter);
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return id;
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST.removeDelayMs);
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
