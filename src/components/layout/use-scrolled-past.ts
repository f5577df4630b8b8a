import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `threshold` pixels (SPEC §9: 50 and 100 px). */
export function useScrolledPast(threshold: number): boolean {
  // Starts false even when the page loads scrolled: a server render cannot know, and the effect corrects it.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
