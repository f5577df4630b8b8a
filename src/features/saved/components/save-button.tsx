import { Heart } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { toast } from '@/components/ui/toast-store';
import { useAuth } from '@/providers/use-auth';

import { useRemoveSavedItem } from '../api/remove-saved-item';
import { useSaveItem } from '../api/save-item';
import { useSavedItem } from '../api/get-saved-item';
import { useSaveButtonText } from '../i18n/button';
import type { SavedItemType } from '../types';

export interface SaveButtonProps {
  itemType: SavedItemType;
  itemId: string;
  /** The item's title: the accessible name is "Save <title>" / "Saved <title>", unambiguous in lists. */
  title: string;
  /** 'pill' (default) shows the word; 'icon' is a round heart for cards and image corners. */
  appearance?: 'pill' | 'icon';
  className?: string;
}

const PILL =
  'inline-flex items-center gap-2 rounded-full border px-5 py-2.5 text-sm font-medium transition-colors';
const ICON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border bg-white/90 backdrop-blur transition-colors';

/**
 * Toggles the item in the reader's saved list. Signed-out visitors go to /auth and are brought back
 * here afterwards (`?redirect=`), because saving is a signed-in feature (SPEC §6).
 */
export function SaveButton({
  itemType,
  itemId,
  title,
  appearance = 'pill',
  className = '',
}: SaveButtonProps) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useSavedItem(user?.id ?? null, itemType, itemId);
  const save = useSaveItem();
  const remove = useRemoveSavedItem();
  const t = useSaveButtonText();

  // A click that comes before the button knows who is reading (the session is read once the client
  // has loaded) or whether the item is saved yet is kept and carried out as soon as it does: a tap on
  // a page that has just appeared must not be lost. Clicks are numbered so each is carried out once.
  const [lastEarlyClick, setLastEarlyClick] = useState(0);
  const carriedOut = useRef(0);
  const known = !loading && (!user || saved.isSuccess || saved.isError);
  const waiting = lastEarlyClick > 0 && !known;
  const pending = save.isPending || remove.isPending || waiting;
  // While a change is in flight show where it is going, so the button answers the click at once.
  const isSaved = save.isPending ? true : remove.isPending ? false : Boolean(saved.data);
  const state = isSaved ? 'saved' : 'save';

  function toggle() {
    if (!user) {
      const here = `${location.pathname}${location.search}`;
      void navigate(`/auth?redirect=${encodeURIComponent(here)}`);
      return;
    }
    const onError = (error: Error) => {
      console.warn('Saving failed:', error.message);
      toast({
        title: t('fail'),
        description: t('retry'),
        variant: 'destructive',
      });
    };
    if (saved.data) remove.mutate(saved.data.id, { onError });
    else save.mutate({ itemType, itemId }, { onError });
  }

  const carryOutEarlyClick = useEffectEvent(toggle);
  useEffect(() => {
    if (!known || lastEarlyClick === carriedOut.current) return;
    carriedOut.current = lastEarlyClick;
    carryOutEarlyClick();
  }, [known, lastEarlyClick]);

  function onClick() {
    // Ignore clicks mid-request instead of disabling: a disabled button would drop keyboard focus.
    if (pending) return;
    if (known) toggle();
    else setLastEarlyClick((n) => n + 1);
  }

  const tone = isSaved
    ? 'border-clay-600 bg-clay-600 text-white hover:bg-clay-700'
    : 'border-ink/30 text-ink hover:border-clay-600 hover:text-clay-700';

  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={t(`${state}.label`, { title })}
      aria-busy={pending || undefined}
      onClick={onClick}
      className={`${appearance === 'icon' ? ICON : PILL} ${tone} ${className}`}
    >
      <Heart aria-hidden className="h-4 w-4" fill={isSaved ? 'currentColor' : 'none'} />
      {appearance === 'pill' && t(state)}
    </button>
  );
}
