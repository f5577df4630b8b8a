import { useEffect } from 'react';

import { onDemand, useOnDemand } from './on-demand';
import { useToasts } from './toast-store';

// Radix's toast machinery is not needed until something has been said.
const region = onDemand(() => import('./toast-region'));

/**
 * Where toasts appear. Nothing is drawn (and no toast code is loaded) until the first toast is raised;
 * the region stays while toasts are on screen or animating out.
 */
export function Toaster() {
  const showing = useToasts().length > 0;
  const [part, load] = useOnDemand(region);
  useEffect(() => {
    if (showing) void load();
  }, [showing, load]);
  return part && showing ? <part.ToastRegion /> : null;
}
