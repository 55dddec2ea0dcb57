import { imageSrcSet, imageVariantUrl } from './images';

/**
 * How a listing's page shows its cover, the first photo of its gallery. The page's <img> and the server's
 * `<link rel="preload" as="image">` of it (apps/server/src/plugins/page-head) both take their attributes
 * from here: a preload is only reused when its URL, srcset and sizes are those of the <img>.
 */
export const COVER_IMAGE_SIZES = '(min-width: 768px) 66vw, 100vw';

export function coverImageSources(image: { src: string; width: number }): {
  src: string;
  srcSet: string | undefined;
  sizes: string;
} {
  return {
    src: imageVariantUrl(image.src, 'gallery'),
    srcSet: imageSrcSet(image.src, image.width),
    sizes: COVER_IMAGE_SIZES,
  };
}
