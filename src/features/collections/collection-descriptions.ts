/** The four collections with words of their own (SPEC §2); others are described by their products. */
const DESCRIPTIONS: Record<string, string> = {
  'tea-rituals':
    'Everything for atay, the three glasses of welcome: cobalt bowls, hammered brass teapots, gilded glasses and embroidered linens to pour over.',
  'zellij-basics':
    'The everyday foundations of a Moroccan kitchen — honest terracotta, olive wood and plain-woven linen, made to be used daily and to age well.',
  'summer-pantry':
    'A long table under the vine: preserved lemons, bitter-orange marmalade, fig jam, cedar boards and the wide clay bowls that carry summer salads.',
  'zellij-essentials':
    'Our keepers: the pieces we would save first, from Tamegroute green glaze to thuya burl and the spice route in a box.',
};

export function collectionDescription(slug: string): string {
  return (
    DESCRIPTIONS[slug.toLowerCase()] ??
    'A gathering of handmade pieces chosen to live together on the same table.'
  );
}
