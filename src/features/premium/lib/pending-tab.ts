/**
 * Checkout and portal URLs arrive after a network round trip, by which time the click no longer
 * counts as a user gesture and popup blockers would stop `window.open`. So a blank tab is opened on
 * the click itself and pointed at the URL when it arrives (or closed if the request fails).
 */
export interface PendingTab {
  go: (url: string) => void;
  cancel: () => void;
}

export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  // The new page must not be able to script or redirect the shop (reverse tabnabbing).
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      // Popups blocked entirely: continue in this tab rather than leave the reader stuck.
      else window.location.assign(url);
    },
    cancel: () => tab?.close(),
  };
}
