/**
 * The editorial areas of the top navigation and footer (real pages instead of 404s: docs/spec-deviations.md).
 * Articles appear in a section when the editor lists it in `articles.sections`; city guides use
 * `articles.guide_city`.
 */
export type SectionKey = 'culture' | 'design' | 'health' | 'food' | 'guides' | 'journeys' | 'explore';
export type GuideCity = 'marrakech' | 'fes' | 'casablanca' | 'rabat';

export interface SectionCopy {
  /** The name readers see (the /health section is called Healing in the navigation). */
  label: string;
  eyebrow: string;
  intro: string;
}

export const SECTIONS: Record<SectionKey, SectionCopy> = {
  culture: {
    label: 'Culture',
    eyebrow: 'Immerse',
    intro:
      'Tea poured from a height, the call to prayer over the medina at dusk, the patience of a tile cutter: essays on the customs that shape Moroccan daily life.',
  },
  design: {
    label: 'Design',
    eyebrow: 'Immerse',
    intro:
      'Tadelakt walls, cedar ceilings, hand-cut zellij: how Moroccan makers think about pattern, material and light, and how to live with their work at home.',
  },
  health: {
    label: 'Healing',
    eyebrow: 'Immerse',
    intro:
      'The hammam, argan and rose water, slow meals and long glasses of mint tea: rituals of care passed down through Moroccan homes.',
  },
  food: {
    label: 'Food',
    eyebrow: 'Immerse',
    intro:
      'From the tagine to the preserved lemon, recipes and kitchen rituals written to be cooked on a weeknight and lingered over at the weekend.',
  },
  guides: {
    label: 'Guides',
    eyebrow: 'Travel',
    intro:
      'City guides for travellers who want the makers, the markets and the quiet courtyards as much as the landmarks.',
  },
  journeys: {
    label: 'Journeys',
    eyebrow: 'Bespoke',
    intro:
      'Slow journeys through Morocco shaped around the people who make its crafts: workshops in Fes, riads in Marrakech, the coast at Essaouira.',
  },
  explore: {
    label: 'Explore Morocco',
    eyebrow: 'Journeys',
    intro:
      'Where to begin: the regions, seasons and stories that make Morocco worth knowing slowly, gathered from across our journal.',
  },
};

export const GUIDE_CITIES: Record<GuideCity, SectionCopy> = {
  marrakech: {
    label: 'Marrakech',
    eyebrow: 'City guide',
    intro:
      'The red city beyond the Jemaa el-Fna: dyers’ souks, hidden riad gardens and the ateliers of the Sidi Ghanem quarter.',
  },
  fes: {
    label: 'Fes',
    eyebrow: 'City guide',
    intro:
      'The oldest medina of the Maghreb, where tanners, potters and zellij cutters still work as their grandparents did.',
  },
  casablanca: {
    label: 'Casablanca',
    eyebrow: 'City guide',
    intro:
      'Art deco boulevards, the Atlantic light and a young design scene remaking Morocco’s largest city.',
  },
  rabat: {
    label: 'Rabat',
    eyebrow: 'City guide',
    intro: 'The calm capital: the Kasbah of the Udayas, Andalusian gardens and weavers along the Bou Regreg.',
  },
};

export function isSectionKey(value: string): value is SectionKey {
  return value in SECTIONS;
}

export function isGuideCity(value: string): value is GuideCity {
  return value in GUIDE_CITIES;
}
