import { describe, expect, it } from 'vitest';
import { reorderImagesSchema, uploadAltSchema } from '../src/image-schemas';
import {
  IMAGE_ACCEPT,
  IMAGE_UPLOAD_LIMITS,
  imageSrcSet,
  imageVariantUrl,
  isStorageImage,
  listingImagePrefix,
  storageObjectUrl,
} from '../src/images';
import { STAY_LIMITS } from '../src/stay-catalogue';

const STORED = '/storage/v1/object/public/listing-images/stays/8d4c/0f1e';

describe('imageVariantUrl', () => {
  it('asks the storage for the variant of a stored photo, relative or absolute, replacing any query', () => {
    expect(imageVariantUrl(STORED, 'card')).toBe(`${STORED}?variant=card`);
    expect(imageVariantUrl(`${STORED}?variant=full`, 'gallery')).toBe(`${STORED}?variant=gallery`);
    expect(imageVariantUrl(`https://orchim.example${STORED}`, 'full')).toBe(
      `https://orchim.example${STORED}?variant=full`,
    );
  });

  it('leaves any other picture as it is (the demo SVGs have no variants)', () => {
    for (const src of ['/images/stays/crown-street.svg', 'https://example.com/a.jpg', '/storage/v1/other']) {
      expect(imageVariantUrl(src, 'card')).toBe(src);
      expect(isStorageImage(src)).toBe(false);
      expect(imageSrcSet(src, 1200)).toBeUndefined();
    }
  });
});

describe('imageSrcSet', () => {
  it('lists the three variants by their widths', () => {
    expect(imageSrcSet(STORED)).toBe(
      `${STORED}?variant=card 640w, ${STORED}?variant=gallery 1280w, ${STORED}?variant=full 2048w`,
    );
    expect(imageSrcSet(STORED, 2048)).toBe(imageSrcSet(STORED));
  });

  it('describes a photo narrower than a variant by its real width, once', () => {
    expect(imageSrcSet(STORED, 900)).toBe(`${STORED}?variant=card 640w, ${STORED}?variant=gallery 900w`);
    expect(imageSrcSet(STORED, 500)).toBe(`${STORED}?variant=card 500w`);
  });
});

describe('object names and URLs', () => {
  it('names a listing photo under its kind and listing, and serves it from the public path', () => {
    expect(listingImagePrefix('ohel', 'abc')).toBe('ohel/abc/');
    expect(storageObjectUrl('listing-images', 'meals/1/2')).toBe(
      '/storage/v1/object/public/listing-images/meals/1/2',
    );
    expect(storageObjectUrl('listing-images', 'a b/c#d')).toBe(
      '/storage/v1/object/public/listing-images/a%20b/c%23d',
    );
  });
});

describe('upload limits (product §5, §9)', () => {
  it('are 5 MB, JPEG/PNG/WebP and as many photos as a listing holds', () => {
    expect(IMAGE_UPLOAD_LIMITS.maxBytes).toBe(5_242_880);
    expect(IMAGE_UPLOAD_LIMITS.maxFiles).toBe(10);
    expect(IMAGE_UPLOAD_LIMITS.maxFiles).toBe(STAY_LIMITS.images);
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,.jpeg,.jpg,.png,.webp');
  });
});

describe('reorderImagesSchema', () => {
  const a = '6f1b3f0e-6b0a-4d3c-9a52-2d6f3f1a0b01';
  const b = '6f1b3f0e-6b0a-4d3c-9a52-2d6f3f1a0b02';

  it('takes each photo once, with descriptions', () => {
    expect(reorderImagesSchema.parse({ order: [b, a], alts: { [a]: '  Kitchen ' } })).toEqual({
      order: [b, a],
      alts: { [a]: 'Kitchen' },
    });
  });

  it('refuses a photo named twice, more than ten, ids that are not uuids and unsafe descriptions', () => {
    expect(reorderImagesSchema.safeParse({ order: [a, a] }).success).toBe(false);
    expect(reorderImagesSchema.safeParse({ order: Array.from({ length: 11 }, () => a) }).success).toBe(false);
    expect(reorderImagesSchema.safeParse({ order: ['/images/x.svg'] }).success).toBe(false);
    expect(reorderImagesSchema.safeParse({ order: [a], alts: { [a]: '<script>x</script>' } }).success).toBe(
      false,
    );
    expect(uploadAltSchema.safeParse({ alt: 'x'.repeat(201) }).success).toBe(false);
    expect(uploadAltSchema.parse({})).toEqual({ alt: '' });
  });
});
