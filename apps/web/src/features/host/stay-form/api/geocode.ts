import type { GeocodeResult } from '@orchim/shared/host';
import { apiFetch } from '@/lib/api';

/** GET /rest/v1/host/geocode?address=: where the address is and the walk to 770 (400 address_not_found). */
export function geocodeAddress(address: string, accessToken: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ address });
  return apiFetch<GeocodeResult>(`/rest/v1/host/geocode?${query}`, {
    accessToken,
    ...(signal ? { signal } : {}),
  });
}
