import { ResponsiveImage } from './responsive-image';

/**
 * A product's picture beside its name (a cart line, the checkout's summary, an order's items, a search
 * result): decorative, since the name beside it says what it is, in the 4:5 of every product photo. The
 * caller sizes it (`sizes` for the srcSet, `className` for the box).
 */
export function Thumbnail({
  path,
  sizes,
  className,
}: {
  path: string | null | undefined;
  sizes: string;
  className: string;
}) {
  return <ResponsiveImage path={path} alt="" width={400} height={500} sizes={sizes} className={className} />;
}
