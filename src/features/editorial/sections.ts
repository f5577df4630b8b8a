import type { SectionMessageId } from './i18n/sections';

/**
 * The editorial areas of the top navigation and footer (real pages instead of 404s: docs/spec-deviations.md).
 * Articles appear in a section when the editor lists it in `articles.sections`; city guides use
 * `articles.guide_city`.
 */
export type SectionKey = 'culture' | 'design' | 'health' | 'food' | 'guides' | 'journeys' | 'explore';
export type GuideCity = 'marrakech' | 'fes' | 'casablanca' | 'rabat';

/** A section's words, as ids of its catalogue (i18n/sections): its name, the line above it, its intro. */
export interface SectionCopy {
  /** The name readers see (the /health section is called Healing in the navigation). */
  label: SectionMessageId;
  eyebrow: SectionMessageId;
  intro: SectionMessageId;
}

const copy = (key: SectionKey | GuideCity, eyebrow: SectionMessageId): SectionCopy => ({
  label: key,
  eyebrow,
  intro: `${key}.i`,
});

export const SECTIONS: Record<SectionKey, SectionCopy> = {
  culture: copy('culture', 'e.immerse'),
  design: copy('design', 'e.immerse'),
  health: copy('health', 'e.immerse'),
  food: copy('food', 'e.immerse'),
  guides: copy('guides', 'e.travel'),
  journeys: copy('journeys', 'e.bespoke'),
  explore: copy('explore', 'e.journeys'),
};

export const GUIDE_CITIES: Record<GuideCity, SectionCopy> = {
  marrakech: copy('marrakech', 'e.city'),
  fes: copy('fes', 'e.city'),
  casablanca: copy('casablanca', 'e.city'),
  rabat: copy('rabat', 'e.city'),
};

export function isSectionKey(value: string): value is SectionKey {
  return value in SECTIONS;
}

export function isGuideCity(value: string): value is GuideCity {
  return value in GUIDE_CITIES;
}
