import { useEffect, useRef, useState } from 'react';

import { useCart } from '../use-cart';

/**
 * A polite live region that tells screen-reader users when the bag changes ("Bag updated: 3 items"),
 * wherever the change came from (product page, cart page, another tab). Silent on first render. The
 * layout that mounts it on every page gives the words (`describe`), from the chrome's own strings.
 */
export function CartAnnouncer({ describe }: { describe: (itemCount: number) => string }) {
  const { itemCount } = useCart();
  const previous = useRef(itemCount);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (previous.current === itemCount) return;
    previous.current = itemCount;
    setMessage(describe(itemCount));
  }, [itemCount, describe]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
