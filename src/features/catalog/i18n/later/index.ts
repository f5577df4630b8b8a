import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The zoom's words: they load with the zoom, on first use. */
export const zoomMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type ZoomMessageId = keyof typeof english;

export const useZoomText = () => useMessages(zoomMessages);
