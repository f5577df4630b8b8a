import { ButtonLink, ZellijLattice } from '@/components/ui';

import { useHomeText } from '../i18n';

/** Where the emphasised word sits in the headline: the message is split around it. */
const MARK = '\u0000';

/**
 * The opening: a deep indigo field of zellij lattice with the promise in the display face. Drawn in
 * SVG and type only, so it paints at once (the headline is the LCP element, no image to wait for).
 */
export function HomeHero() {
  const t = useHomeText();
  const [before = '', after = ''] = t('hero.title', { em: MARK }).split(MARK);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-indigo-900 text-white"
    >
      <ZellijLattice className="absolute inset-0 -z-10 text-white/[0.06]" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_40%,rgba(233,169,47,0.22),transparent_55%)]"
      />
      <div className="mx-auto grid min-h-[88svh] max-w-content items-center gap-12 px-5 py-20 sm:px-8 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="text-xs font-semibold uppercase tracking-label text-saffron-300">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="mt-6 text-5xl font-light leading-[1.05] sm:text-6xl lg:text-7xl">
            {before}
            <em className="font-normal italic text-saffron-300">{t('hero.em')}</em>
            {after}
          </h1>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-sand-100">{t('hero.text')}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink to="/shop" size="lg" className="bg-saffron-300 text-ink hover:bg-saffron-400">
              {t('hero.shop')}
            </ButtonLink>
            <ButtonLink
              to="/rituals"
              size="lg"
              variant="secondary"
              className="border-white/60 text-white hover:bg-white hover:text-ink"
            >
              {t('hero.rituals')}
            </ButtonLink>
          </div>
        </div>
        <ArchWindow />
      </div>
    </section>
  );
}

/** A horseshoe arch filled with an eight-fold star rosette: the doorway motif of the medinas. */
function ArchWindow() {
  return (
    <svg viewBox="0 0 320 420" aria-hidden="true" className="mx-auto hidden w-full max-w-sm lg:block">
      <defs>
        <clipPath id="hero-arch">
          <path d="M20 420V170a140 140 0 0 1 280 0v250Z" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-arch)">
        <rect width="320" height="420" fill="#b5613f" />
        <g fill="none" stroke="#f2c55c" strokeWidth="2" opacity="0.85">
          {[0, 1, 2, 3, 4].map((row) =>
            [0, 1, 2, 3].map((col) => {
              const x = 40 + col * 80 - (row % 2) * 40;
              const y = 60 + row * 80;
              return (
                <g key={`${row}-${col}`} transform={`translate(${x} ${y})`}>
                  <rect x="-22" y="-22" width="44" height="44" />
                  <rect x="-22" y="-22" width="44" height="44" transform="rotate(45)" />
                  <circle r="8" fill="#1f2b4f" />
                </g>
              );
            }),
          )}
        </g>
      </g>
      <path d="M20 420V170a140 140 0 0 1 280 0v250" fill="none" stroke="#fbf8f3" strokeWidth="3" />
      <path
        d="M36 420V172a124 124 0 0 1 248 0v248"
        fill="none"
        stroke="#fbf8f3"
        strokeOpacity="0.4"
        strokeWidth="1.5"
      />
    </svg>
  );
}
