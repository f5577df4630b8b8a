import { Link } from 'react-router-dom';

import { ResponsiveImage, type ResponsiveImageProps } from '@/components/ui/responsive-image';

import { articlePath, type ArticleSummary } from '../types';

/*
 * What every article teaser and header draws the same way, whatever the kind (a story, a recipe, a
 * ritual): its picture and its title link.
 */

/** The picture fields every article row carries (a summary, a recipe, a ritual). */
interface ArticlePicture {
  image_url: string | null;
  alt_text: string | null;
  /** 'en' where the alt text is the English one standing in for a missing translation. */
  lang?: { alt_text?: string };
}

type ArticleImageProps = { article: ArticlePicture } & Partial<
  Pick<ResponsiveImageProps, 'width' | 'height'>
> &
  Omit<ResponsiveImageProps, 'path' | 'alt' | 'lang' | 'width' | 'height'>;

/**
 * An article's own picture (a teaser's, a recipe's, a ritual's): its alt text, marked with the language
 * it is written in when that is not the page's. Articles' pictures are 3:2 (1200 × 800) unless the
 * caller crops them otherwise; the caller gives `sizes` and the layout.
 */
export function ArticleImage({ article, width = 1200, height = 800, ...image }: ArticleImageProps) {
  return (
    <ResponsiveImage
      path={article.image_url}
      alt={article.alt_text ?? ''}
      lang={article.lang?.alt_text}
      width={width}
      height={height}
      {...image}
    />
  );
}

/**
 * A teaser's title as the link to its article, stretched over the whole card so that the card is one
 * target; underlined while the card has the pointer or the focus.
 */
export function ArticleTitleLink({
  article,
}: {
  article: Pick<ArticleSummary, 'slug' | 'category' | 'title'> & { lang?: { title?: string } };
}) {
  return (
    <Link
      to={articlePath(article)}
      lang={article.lang?.title}
      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline group-hover:text-clay-700"
    >
      {article.title}
    </Link>
  );
}
