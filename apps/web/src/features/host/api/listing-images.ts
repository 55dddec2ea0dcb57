import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DeleteImageResult,
  HostImage,
  HostImages,
  ReorderImagesInput,
} from '@orchim/shared/image-schemas';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import { LISTING_IMAGES_BUCKET } from '@orchim/shared/images';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

/** The listing whose photos these are: a stay, a meal offer, a transport service or an Ohel listing. */
export type PhotoListing = { kind: HostListingKind; id: string };

const imagesPath = ({ kind, id }: PhotoListing) => `/rest/v1/host/${kind}/${encodeURIComponent(id)}/images`;

export const listingImagesKey = ({ kind, id }: PhotoListing) => ['host', kind, id, 'images'] as const;

/** GET /rest/v1/host/{kind}/{id}/images: the photos with their ids and object names, cover first. */
export function getListingImages(listing: PhotoListing, accessToken: string | undefined) {
  return apiFetch<HostImages>(imagesPath(listing), { accessToken });
}

export function useListingImages(listing: PhotoListing) {
  const { session } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: listingImagesKey(listing),
      queryFn: () => getListingImages(listing, session?.access_token),
      enabled: Boolean(session?.access_token),
    }),
  );
}

/** PUT /rest/v1/host/{kind}/{id}/images: every photo in the new order (the first is the cover), and alts. */
export function reorderImages(
  listing: PhotoListing,
  body: ReorderImagesInput,
  accessToken: string | undefined,
) {
  return apiFetch<HostImages>(imagesPath(listing), { method: 'PUT', json: body, accessToken });
}

/**
 * Removes a photo: an upload through /storage/v1 (its object and its row go together); a picture that was
 * never uploaded (seeded demo data, `name` null) through the listing's images.
 */
export async function deleteImage(
  listing: PhotoListing,
  image: HostImage,
  accessToken: string | undefined,
): Promise<HostImage[]> {
  if (image.name) {
    const name = image.name.split('/').map(encodeURIComponent).join('/');
    const result = await apiFetch<DeleteImageResult>(`/storage/v1/object/${LISTING_IMAGES_BUCKET}/${name}`, {
      method: 'DELETE',
      accessToken,
    });
    return result.images;
  }
  const result = await apiFetch<HostImages>(`${imagesPath(listing)}/${encodeURIComponent(image.id)}`, {
    method: 'DELETE',
    accessToken,
  });
  return result.images;
}
