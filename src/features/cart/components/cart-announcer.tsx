import { useEffect, useRef, useState } from 'react';

import { useBagText } from '../i18n/bag';
import { useCart } from '../use-cart';

/**
 * A polite live region that tells screen-reader users when the bag changes ("Bag updated: 3 items"),
 * wherever the change came from (product page, cart page, another tab). Silent on first render.
 */
export function CartAnnouncer() {
  const t = useBagText();
  const { itemCount } = useCart();
  const previous = useRef(itemCount);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (previous.current === itemCount) return;
    previous.current = itemCount;
    setMessage(itemCount === 0 ? t('empty') : t('updated', { count: itemCount }));
  }, [itemCount, t]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
