import { X } from 'lucide-react';

import { toast } from '@/components/ui/toast-store';

import { useRemoveSavedItem } from '../api/remove-saved-item';
import { useSavedText } from '../i18n';

/** Removes one saved row; the list refetches through the saved query keys. */
export function RemoveSavedButton({ savedItemId, title }: { savedItemId: string; title: string }) {
  const remove = useRemoveSavedItem();
  const t = useSavedText();
  return (
    <button
      type="button"
      onClick={() => {
        if (remove.isPending) return;
        remove.mutate(savedItemId, {
          onError: (error) => {
            console.warn('Removing a saved item failed:', error.message);
            toast({ title: t('removeFail'), description: t('retry'), variant: 'destructive' });
          },
        });
      }}
      aria-label={t('removeLabel', { title })}
      aria-busy={remove.isPending || undefined}
      className="relative z-10 inline-flex items-center gap-1.5 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-xs font-medium text-ink-soft transition-colors hover:border-clay-600 hover:text-clay-700"
    >
      <X aria-hidden className="h-3.5 w-3.5" />
      {t('remove')}
    </button>
  );
}
