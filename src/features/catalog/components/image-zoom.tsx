import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Minus, Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent, type RefObject } from 'react';

import { ToggleButton } from '@/components/ui/toggle-button';
import { useLocale } from '@/lib/i18n/locale';
import { renderedImageSources } from '@/lib/media';

import { useLaterText } from '../i18n/later';

import type { GalleryPicture } from './gallery-picture';

interface ImageZoomProps {
  title: string;
  pictures: GalleryPicture[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The button that opened the zoom: it opens it from a plain button, not a Dialog.Trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const ZOOM_WIDTHS = [800, 1200, 1600, 2400] as const;
const control =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-sand-200/70 disabled:opacity-40 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600';

/**
 * A product's pictures full screen, as large as the screen allows, with a closer look at double size
 * (scrollable). A Radix dialog keeps focus inside, closes on Escape and gives focus back to the zoom
 * button; the arrow keys move between pictures.
 */
export function ImageZoom({ title, pictures, index, onIndexChange, onClose, returnFocusTo }: ImageZoomProps) {
  const t = useLaterText();
  const rtl = useLocale() === 'ar';
  const [closer, setCloser] = useState(false);
  const picture = pictures[index]!;
  const sources = renderedImageSources(picture.path, { widths: ZOOM_WIDTHS, quality: 85 });
  const go = (next: number) => {
    if (next < 0 || next >= pictures.length) return;
    setCloser(false);
    onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The arrow that points the way the pictures run: to the left is onward in Arabic.
    if (event.key === 'ArrowRight') go(rtl ? index - 1 : index + 1);
    else if (event.key === 'ArrowLeft') go(rtl ? index + 1 : index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-modal="true"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-sand-50 focus:outline-none"
        >
          <header className="flex items-center gap-2 border-b border-sand-200 px-4 py-2 sm:px-8">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate font-display text-lg font-normal text-ink">
                {title}
              </Dialog.Title>
              <p className="text-xs text-ink-muted" aria-live="polite">
                {t('zoom.count', { n: index + 1, total: pictures.length })}
              </p>
            </div>
            <ToggleButton className={control} pressed={closer} onPressedChange={setCloser}>
              {closer ? <Minus aria-hidden className="h-5 w-5" /> : <Plus aria-hidden className="h-5 w-5" />}
              <span>{closer ? t('zoom.out') : t('zoom.in')}</span>
            </ToggleButton>
            <Dialog.Close className={control} aria-label={t('zoom.close')}>
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </header>

          <div className={`relative min-h-0 flex-1 ${closer ? 'overflow-auto' : 'overflow-hidden'}`}>
            <img
              key={picture.path}
              src={sources.src}
              srcSet={sources.srcSet}
              sizes={closer ? '200vw' : '100vw'}
              alt={picture.alt}
              width={1200}
              height={1200}
              className={
                closer ? 'h-auto w-[200%] max-w-none' : 'mx-auto h-full w-auto max-w-full object-contain'
              }
            />
          </div>

          <footer className="flex items-center gap-3 border-t border-sand-200 px-4 py-2 sm:px-8">
            <button
              type="button"
              className={control}
              aria-label={t('zoom.prev')}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
            </button>
            <Dialog.Description className="min-w-0 flex-1 text-center text-sm text-ink-soft">
              {picture.alt}
            </Dialog.Description>
            <button
              type="button"
              className={control}
              aria-label={t('zoom.next')}
              disabled={index === pictures.length - 1}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
            </button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
