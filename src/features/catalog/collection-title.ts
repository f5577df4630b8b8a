/** Title-case a collection slug: "tea-rituals" -> "Tea Rituals". */
export function collectionTitle(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
