import { Seo } from '@/components/seo';

import { PageHeader } from './page-header';

interface ListingHeaderProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** Path of the canonical URL, e.g. "/rituals". */
  canonical: string;
}

/**
 * A listing's opening (the rituals, the recipes, an editorial section): one title and intro, for search
 * engines (the head's title and description) and for readers (the page header).
 */
export function ListingHeader({ eyebrow, title, intro, canonical }: ListingHeaderProps) {
  return (
    <>
      <Seo title={title} description={intro} canonical={canonical} />
      <PageHeader eyebrow={eyebrow} title={title} description={intro} />
    </>
  );
}
