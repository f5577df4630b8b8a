import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';

import { TOAST } from '@/lib/constants';

import { useUiText } from './i18n';
import { dismissToast, useToasts } from './toast-store';

/** The toasts on screen (Radix: announced, swipe to dismiss, F8 to reach them). Toaster loads this on the first toast. */
export function ToastRegion() {
  const toasts = useToasts();
  const t = useUiText();
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThreshold}
    >
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative grid gap-1 rounded-md border p-4 pe-10 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=open]:animate-fade-in ${
            toast.variant === 'destructive'
              ? 'border-clay-700 bg-clay-700 text-white'
              : 'border-sand-200 bg-white text-ink'
          }`}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
          {toast.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">
              {toast.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400"
          >
            <X aria-hidden className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        className="fixed bottom-0 end-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
