/**
 * The only script a prerendered page requests before it is shown. The page is complete HTML, so the
 * app's JavaScript waits until the page has loaded and its largest element has been painted (or the
 * visitor's first tap or key press, if that comes sooner), then hydrates the markup in place. Browsers
 * without the largest-contentful-paint entry (Safari, Firefox) start one frame after the load event.
 * The entry module is the tag's data-entry; it imports the rest itself.
 *
 * Written into the build as assets/boot-<hash>.js (a file, not inline: the CSP allows only 'self').
 */
export const BOOT_SCRIPT = `(() => {
  const entry = document.currentScript.dataset.entry;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  const tracksPaint = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  let loaded = document.readyState === 'complete';
  let painted = !tracksPaint;
  const startWhenReady = () => {
    if (loaded && painted) requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (tracksPaint) {
    new PerformanceObserver((entries, observer) => {
      observer.disconnect();
      painted = true;
      startWhenReady();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (loaded) startWhenReady();
  else addEventListener('load', () => ((loaded = true), startWhenReady()), { once: true });
  // Whatever happens to the page's images, the shop works within a few seconds of loading.
  setTimeout(start, 5000);
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
})();
`;
