/** One picture of a product gallery: its object path in the media bucket and what it shows. */
export interface GalleryPicture {
  path: string | null;
  alt: string;
}
