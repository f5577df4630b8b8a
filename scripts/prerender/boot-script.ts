/**
 * The only script a prerendered page requests before it is shown. The page is complete HTML, so the
 * app's JavaScript waits: it is requested once the page has loaded and painted (or at the visitor's
 * first tap or key press, if that comes sooner), then hydrates the markup in place. The module list is
 * the entry first, then its imports, read from the tag's data-modules.
 *
 * Written into the build as assets/boot-<hash>.js (a file, not inline: the CSP allows only 'self').
 */
export const BOOT_SCRIPT = `(() => {
  const tag = document.currentScript;
  const [entry, ...imports] = tag.dataset.modules.split(' ');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const links = document.createDocumentFragment();
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
})();
`;
