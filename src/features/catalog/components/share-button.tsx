import { Share2 } from 'lucide-react';
import { useLocation } from 'react-router-dom';

import { toast } from '@/components/ui';

import { useProductText } from '../i18n/product';

/**
 * Share: the device's share sheet when there is one, otherwise the link is copied (toast 'Link copied').
 * Cancelling the share sheet is not an error.
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const { pathname } = useLocation();
  const t = useProductText();
  async function onShare() {
    const url = `${window.location.origin}${pathname}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copied'), description: t('share.copiedText') });
    } catch {
      toast({ title: t('share.failed'), description: url, variant: 'destructive' });
    }
  }

  return (
    <button
      type="button"
      onClick={() => void onShare()}
      className="inline-flex items-center gap-2 rounded-full border border-ink/30 px-5 py-2.5 text-sm font-medium text-ink transition-colors hover:border-clay-600 hover:text-clay-700"
    >
      <Share2 aria-hidden className="h-4 w-4" />
      {t('share')}
    </button>
  );
}
