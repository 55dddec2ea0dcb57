import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DeleteImageResult,
  HostImage,
  HostImages,
  ReorderImagesInput,
} from '@orchim/shared/image-schemas';
import { LISTING_IMAGES_BUCKET } from '@orchim/shared/images';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

const imagesPath = (stayId: string) => `/rest/v1/host/stays/${encodeURIComponent(stayId)}/images`;

export const hostImagesKey = (stayId: string) => ['host', 'stays', stayId, 'images'] as const;

/** GET /rest/v1/host/stays/{id}/images: the photos with their ids and object names, cover first. */
export function getHostImages(stayId: string, accessToken: string | undefined) {
  return apiFetch<HostImages>(imagesPath(stayId), { accessToken });
}

export function useHostImages(stayId: string) {
  const { session } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: hostImagesKey(stayId),
      queryFn: () => getHostImages(stayId, session?.access_token),
      enabled: Boolean(session?.access_token),
    }),
  );
}

/** PUT /rest/v1/host/stays/{id}/images: every photo in the new order (the first is the cover), and alts. */
export function reorderImages(stayId: string, body: ReorderImagesInput, accessToken: string | undefined) {
  return apiFetch<HostImages>(imagesPath(stayId), { method: 'PUT', json: body, accessToken });
}

/**
 * Removes a photo: an upload through /storage/v1 (its object and its row go together); a picture that was
 * never uploaded (seeded demo data, `name` null) through the listing's images.
 */
export async function deleteImage(
  stayId: string,
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
  const result = await apiFetch<HostImages>(`${imagesPath(stayId)}/${encodeURIComponent(image.id)}`, {
    method: 'DELETE',
    accessToken,
  });
  return result.images;
}
